export { ExportButtons } from './components/ExportButtons';
export { BulkExportPanel } from './components/BulkExportPanel';
export { fetchAllHistory, type HistoryFilterParams } from './api/all-history';
export { useRecordMemory } from './useRecordMemory';
