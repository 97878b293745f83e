export { ResultView } from './components/ResultView';
export { editPath, editTargetOf } from './edit';
