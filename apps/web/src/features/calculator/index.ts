export { ResultView } from './components/ResultView';
