export { HISTORY_KEY, historyKeys } from './api/keys';
