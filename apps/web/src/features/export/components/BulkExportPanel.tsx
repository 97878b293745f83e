import type { CalculationRecord } from '@kalkulator/core';
import { Card } from '../../../components/ui/Card';
import { ExportButtons } from './ExportButtons';

/** The history's bulk export: the selected results, or every result the search and filters find. */
export function BulkExportPanel({
  selected,
  loadAll,
}: {
  selected: readonly CalculationRecord[];
  loadAll(): Promise<readonly CalculationRecord[]>;
}) {
  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="bulk-export"
    >
      <div>
        <p className="font-semibold text-slate-900">Laporan bulk</p>
        <p className="text-sm text-slate-600" data-testid="bulk-export-scope">
          {selected.length > 0
            ? `${selected.length} kalkulasi dipilih`
            : 'Semua kalkulasi sesuai pencarian dan filter'}
        </p>
      </div>
      <ExportButtons records={selected.length > 0 ? selected : loadAll} bulk label="Ekspor" />
    </Card>
  );
}
