import { useState } from 'react';
import toast from '../../../lib/toast';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { adminTexts } from '../texts';
import type { LaborRate } from '../api/types';
import type { RowPrice } from '../analysis-price';
import { readCoefficient, roleNote, type LaborDraft } from '../assignments';
import { ColumnTotal, RowWorking } from './AnalysisPrice';
import { AssignedRow } from './AssignedRow';
import { AddPicker, AssignmentColumn, control } from './AssignmentColumn';

export function LaborAssignments({
  items,
  onChange,
  options,
  pricing,
  errors,
}: {
  items: LaborDraft[];
  onChange(items: LaborDraft[]): void;
  options: LaborRate[];
  /** Each row's price and amount (by index), and A. */
  pricing?: { rows: RowPrice[]; total: number };
  /** Each row's coefficient problem (by index), once a save was tried. */
  errors?: (string | undefined)[] | undefined;
}) {
  const [rateId, setRateId] = useState('');
  const [coefficient, setCoefficient] = useState('');

  function add() {
    const rate = options.find((option) => String(option.id) === rateId);
    if (!rate) return void toast.error(adminTexts.required('Upah'));
    const read = readCoefficient(coefficient);
    if ('error' in read) return void toast.error(`Koefisien: ${read.error}`);
    if (items.some((item) => item.labor_rate_id === rate.id))
      return void toast.error(adminTexts.assignmentDuplicate);
    onChange([
      ...items,
      {
        labor_rate_id: rate.id,
        name: rate.name,
        role: rate.role,
        coefficient: read.value,
        coefficientText: coefficient,
      },
    ]);
    setRateId('');
    setCoefficient('');
  }

  return (
    <AssignmentColumn title={`Upah tenaga kerja (${items.length})`} testId="assigned-labor">
      {items.length === 0 && <p className="text-sm text-slate-500">Belum ada upah.</p>}
      <ul className="space-y-2">
        {items.map((item, index) => (
          <AssignedRow
            key={item.labor_rate_id}
            testId="assigned-labor-item"
            name={item.name}
            note={roleNote(item.name, item.role)}
            unit="OH"
            value={item.coefficientText}
            error={errors?.[index]}
            working={pricing?.rows[index] && <RowWorking row={pricing.rows[index]} unit="OH" />}
            onRemove={() => onChange(items.filter((_, other) => other !== index))}
            onValue={(value) =>
              onChange(
                items.map((other, at) => (at === index ? { ...other, coefficientText: value } : other)),
              )
            }
          />
        ))}
      </ul>
      {pricing && <ColumnTotal letter="A" total={pricing.total} />}
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <AddPicker
          label="Tambah upah"
          placeholder="Pilih upah..."
          value={rateId}
          onChange={setRateId}
          options={options.map((option) => ({
            id: option.id,
            text: `${option.name} (${formatRupiah(option.daily_rate)}/hari)`,
          }))}
        />
        <label className="block text-xs font-medium text-slate-600">
          Koefisien (OH per satuan)
          <input
            className={control}
            inputMode="decimal"
            value={coefficient}
            onChange={(event) => setCoefficient(event.target.value)}
            placeholder="0,1"
          />
        </label>
        <Button variant="secondary" className="w-full" onClick={add}>
          + Tambahkan upah
        </Button>
      </div>
    </AssignmentColumn>
  );
}
