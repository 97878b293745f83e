import { useState } from 'react';
import toast from '../../../lib/toast';
import { formatRupiah, type BrickType } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { adminTexts } from '../texts';
import type { LaborRate } from '../api/types';
import { hasBrickVariants, type RowPrice } from '../analysis-price';
import { laborNote, coefficientToast, readCoefficient, sameLabor, type LaborDraft } from '../assignments';
import { ColumnTotal, RowWorking } from './AnalysisPrice';
import { AssignedRow } from './AssignedRow';
import { AddPicker, AssignmentColumn, BrickPicker, control } from './AssignmentColumn';

export function LaborAssignments({
  items,
  onChange,
  options,
  variants = false,
  pricing,
  errors,
}: {
  items: LaborDraft[];
  onChange(items: LaborDraft[]): void;
  options: LaborRate[];
  /**
   * Whether the job type's analysis differs by brick type (its materials or labour): then a new row can be given
   * one (batako's pekerja 0,2 OH beside bata merah's 0,3).
   */
  variants?: boolean;
  /** Each row's price and amount (by index), A, and the brick type A is counted for. */
  pricing?: { rows: RowPrice[]; total: number; brickType?: BrickType };
  /** Each row's coefficient problem (by index), once a save was tried. */
  errors?: (string | undefined)[] | undefined;
}) {
  const [rateId, setRateId] = useState('');
  const [coefficient, setCoefficient] = useState('');
  const [brick, setBrick] = useState('');
  // The rows name their brick type once the labour itself differs by it ("semua jenis bata" for the shared ones); a
  // wall whose materials alone differ reads its labour rows as before, and the picker is there for a first one.
  const laborVaries = hasBrickVariants(items);
  const brickPicker = variants || laborVaries;

  function add() {
    const rate = options.find((option) => String(option.id) === rateId);
    if (!rate) return void toast.error(adminTexts.required('Upah'));
    const read = readCoefficient(coefficient);
    if ('error' in read) return void toast.error(coefficientToast(read.error));
    const next: LaborDraft = {
      labor_rate_id: rate.id,
      name: rate.name,
      role: rate.role,
      coefficient: read.value,
      coefficientText: coefficient,
      brick_type: (brickPicker && brick) || null,
    };
    if (items.some((item) => sameLabor(item, next))) return void toast.error(adminTexts.assignmentDuplicate);
    onChange([...items, next]);
    setRateId('');
    setCoefficient('');
  }

  return (
    <AssignmentColumn title={`Upah tenaga kerja (${items.length})`} testId="assigned-labor">
      {items.length === 0 && <p className="text-sm text-slate-500">Belum ada upah.</p>}
      <ul className="space-y-2">
        {items.map((item, index) => (
          <AssignedRow
            key={`${item.labor_rate_id}-${item.brick_type}`}
            testId="assigned-labor-item"
            name={item.name}
            note={laborNote(item, laborVaries)}
            unit="OH"
            value={item.coefficientText}
            error={errors?.[index]}
            working={
              pricing?.rows[index] && (
                <RowWorking
                  row={pricing.rows[index]}
                  unit="OH"
                  letter="A"
                  {...(pricing.brickType && { brick: pricing.brickType })}
                />
              )
            }
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
        {brickPicker && <BrickPicker value={brick} onChange={setBrick} testId="assign-labor-brick" />}
        <Button variant="secondary" className="w-full" onClick={add}>
          + Tambahkan upah
        </Button>
      </div>
    </AssignmentColumn>
  );
}
