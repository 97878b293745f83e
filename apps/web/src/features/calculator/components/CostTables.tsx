import type { ReactNode } from 'react';
import {
  SUPERVISION_NOTE,
  exactQuantity,
  formatCoefficient,
  formatNumber,
  formatPersonDays,
  formatPricedQuantity,
  formatQuantity,
  formatRupiah,
  isSupervisionRole,
  laborLineName,
  needWithPurchase,
  supervisionPersonDays,
  type CalculationResult,
  type LaborLine,
  type PriceSource,
} from '@kalkulator/core';
import { Amount } from '../../../components/ui/Amount';
import { Card } from '../../../components/ui/Card';
import { PriceSourceTag } from './PriceSourceTag';

interface Column {
  label: string;
  numeric?: boolean;
}

interface Row {
  key: string | number;
  title: string;
  /** Priced with a price book: the book's price or the catalogue's. */
  source?: PriceSource | undefined;
  /** One line under the title on phones, where the columns do not fit. */
  phoneDetail: string;
  cells: ReactNode[];
  cost: string;
}

/** A table on wider screens; on phones each row becomes a small card (no horizontal scrolling). */
function CostTable({
  testId,
  columns,
  rows,
  totalLabel,
  total,
}: {
  testId: string;
  columns: Column[];
  rows: Row[];
  totalLabel: string;
  total: string;
}) {
  return (
    <div data-testid={testId}>
      <table className="hidden w-full text-sm sm:table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`py-2 pr-3 font-semibold last:pr-0 ${column.numeric ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="py-3 pr-3 text-left font-medium text-slate-900">
                {row.title} <PriceSourceTag source={row.source} />
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="py-3 pr-3 text-right tabular-nums text-slate-700">
                  {cell}
                </td>
              ))}
              <td className="py-3 text-right font-semibold tabular-nums text-slate-900">
                <Amount text={row.cost} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-bold text-slate-900">
            <th scope="row" colSpan={columns.length - 1} className="pt-3 text-left">
              {totalLabel}
            </th>
            <td className="pt-3 text-right tabular-nums">
              <Amount text={total} />
            </td>
          </tr>
        </tfoot>
      </table>
      <ul className="divide-y divide-slate-100 sm:hidden">
        {rows.map((row) => (
          <li key={row.key} className="py-3">
            {/* A long cost goes under its name, then breaks between its thousands groups: never out of the card. */}
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="min-w-0 font-medium text-slate-900">
                {row.title} <PriceSourceTag source={row.source} />
              </p>
              <p className="ml-auto min-w-0 text-right font-semibold tabular-nums text-slate-900">
                <Amount text={row.cost} />
              </p>
            </div>
            <p className="mt-0.5 text-xs text-slate-500">{row.phoneDetail}</p>
          </li>
        ))}
        <li className="flex flex-wrap justify-between gap-x-3 pt-3 font-bold text-slate-900">
          <span>{totalLabel}</span>
          <span className="ml-auto min-w-0 text-right tabular-nums">
            <Amount text={total} />
          </span>
        </li>
      </ul>
    </div>
  );
}

export function LaborTable({ result }: { result: CalculationResult }) {
  const { labor, job_type: jobType } = result;
  // Supervision reads the same here and in the exports: the orang-hari its cost was priced from.
  const personDays = (line: LaborLine) =>
    formatPersonDays(supervisionPersonDays(line), line.daily_rate, line.cost);
  const rows: Row[] = labor.lines.map((line) => ({
    key: line.role,
    title: laborLineName(line.role, line.name) ?? line.name,
    source: line.price_source,
    phoneDetail: isSupervisionRole(line.role)
      ? `${personDays(line)} OH (koefisien AHSP) × ${formatRupiah(line.daily_rate)}/hari`
      : `${formatQuantity(line.workers)} orang × ${formatRupiah(line.daily_rate)}/hari × ${formatNumber(line.days)} hari`,
    cells: isSupervisionRole(line.role)
      ? [`${personDays(line)} OH`, formatRupiah(line.daily_rate), '—']
      : [formatQuantity(line.workers), formatRupiah(line.daily_rate), formatNumber(line.days)],
    cost: formatRupiah(line.cost),
  }));
  const supervised = labor.lines.some((line) => isSupervisionRole(line.role));
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">A. Tenaga kerja</h3>
        <p className="text-sm text-slate-600" data-testid="result-workers">
          {formatNumber(labor.num_tukang)} tukang + {formatNumber(labor.num_pekerja)} pekerja ·{' '}
          {formatNumber(labor.total_workers)} orang, {formatNumber(labor.groups)} kelompok
        </p>
      </div>
      <CostTable
        testId="result-labor-lines"
        columns={[
          { label: 'Peran' },
          { label: 'Orang', numeric: true },
          { label: 'Upah/hari', numeric: true },
          { label: 'Hari', numeric: true },
          { label: 'Biaya', numeric: true },
        ]}
        rows={rows}
        totalLabel="Total tenaga kerja"
        total={formatRupiah(labor.total_labor_cost)}
      />
      {supervised && <p className="mt-2 text-xs text-slate-500">{SUPERVISION_NOTE}</p>}
      <p className="mt-2 text-right text-xs text-slate-500">
        Upah per hari seluruh kelompok {formatRupiah(labor.daily_labor_cost)} ·{' '}
        {formatRupiah(labor.labor_cost_per_unit)} per {jobType.unit}
      </p>
    </Card>
  );
}

export function MaterialTable({ result }: { result: CalculationResult }) {
  const { materials, job_type: jobType } = result;
  const rows: Row[] = materials.details.map((line) => {
    // Blocks, sacks, sticks are bought whole: the priced quantity stays exact, the hint says what to buy. The need is
    // the quantity the cost was priced from: 0,05375 m³ × Rp 200.000 = Rp 10.750 (the stored 0,0538 would not).
    const need = exactQuantity(
      line.total_quantity,
      line.quantity_per_unit,
      result.input.volume,
      materials.waste_factor,
    );
    const total = needWithPurchase(line.material_name, line.material_unit, need, {
      price: line.material_price,
      cost: line.material_cost,
    });
    return {
      key: line.material_id,
      title: line.material_name,
      source: line.price_source,
      phoneDetail: `${formatCoefficient(line.quantity_per_unit)} ${line.material_unit}/${jobType.unit} → ${total} × ${formatRupiah(line.material_price)}`,
      cells: [
        `${formatCoefficient(line.quantity_per_unit)} ${line.material_unit}`,
        total,
        formatRupiah(line.material_price),
      ],
      cost: formatRupiah(line.material_cost),
    };
  });
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-slate-900">B. Material</h3>
        {materials.waste_factor > 0 && (
          <p className="text-sm text-slate-600">termasuk susut {formatNumber(materials.waste_factor, 2)}%</p>
        )}
      </div>
      {materials.details.length === 0 ? (
        <p className="text-sm text-slate-600">Tidak ada material untuk pekerjaan ini.</p>
      ) : (
        <CostTable
          testId="result-material-lines"
          columns={[
            { label: 'Material' },
            { label: `Per ${jobType.unit}`, numeric: true },
            { label: 'Jumlah', numeric: true },
            { label: 'Harga', numeric: true },
            { label: 'Biaya', numeric: true },
          ]}
          rows={rows}
          totalLabel="Total material"
          total={formatRupiah(materials.total_material_cost)}
        />
      )}
    </Card>
  );
}

/** C. Peralatan: shown when the job type's analysis has equipment (results from before equipment have none). */
export function EquipmentTable({ result }: { result: CalculationResult }) {
  const { equipment, job_type: jobType } = result;
  if (!equipment || equipment.details.length === 0) return null;
  const rows: Row[] = equipment.details.map((line) => {
    // As the PDF prints them: 0,9375 hari × Rp 400.000 = Rp 375.000 (0,938 would not multiply out).
    const need = exactQuantity(line.total_quantity, line.quantity_per_unit, result.input.volume);
    const total = `${formatPricedQuantity(need, line.equipment_price, line.equipment_cost)} ${line.equipment_unit}`;
    return {
      key: line.equipment_id,
      title: line.equipment_name,
      source: line.price_source,
      phoneDetail: `${formatCoefficient(line.quantity_per_unit)} ${line.equipment_unit}/${jobType.unit} → ${total} × ${formatRupiah(line.equipment_price)}`,
      cells: [
        `${formatCoefficient(line.quantity_per_unit)} ${line.equipment_unit}`,
        total,
        formatRupiah(line.equipment_price),
      ],
      cost: formatRupiah(line.equipment_cost),
    };
  });
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="mb-3 font-bold text-slate-900">C. Peralatan</h3>
      <CostTable
        testId="result-equipment-lines"
        columns={[
          { label: 'Peralatan' },
          { label: `Per ${jobType.unit}`, numeric: true },
          { label: 'Jumlah', numeric: true },
          { label: 'Harga', numeric: true },
          { label: 'Biaya', numeric: true },
        ]}
        rows={rows}
        totalLabel="Total peralatan"
        total={formatRupiah(equipment.total_equipment_cost)}
      />
    </Card>
  );
}
