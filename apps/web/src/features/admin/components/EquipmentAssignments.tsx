import { useState } from 'react';
import toast from '../../../lib/toast';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { adminTexts } from '../texts';
import type { Equipment } from '../api/types';
import type { RowPrice } from '../analysis-price';
import { coefficientToast, readCoefficient, type EquipmentDraft } from '../assignments';
import { ColumnTotal, RowWorking } from './AnalysisPrice';
import { AssignedRow } from './AssignedRow';
import { AddPicker, AssignmentColumn, control } from './AssignmentColumn';

/** C. Peralatan of a job type's analysis: equipment with its coefficient per unit of work. */
export function EquipmentAssignments({
  items,
  onChange,
  options,
  pricing,
  errors,
}: {
  items: EquipmentDraft[];
  onChange(items: EquipmentDraft[]): void;
  options: Equipment[];
  /** Each row's price and amount (by index), and C. */
  pricing?: { rows: RowPrice[]; total: number };
  /** Each row's coefficient problem (by index), once a save was tried. */
  errors?: (string | undefined)[] | undefined;
}) {
  const [equipmentId, setEquipmentId] = useState('');
  const [quantity, setQuantity] = useState('');

  function add() {
    const equipment = options.find((option) => String(option.id) === equipmentId);
    if (!equipment) return void toast.error(adminTexts.required('Peralatan'));
    const read = readCoefficient(quantity);
    if ('error' in read) return void toast.error(coefficientToast(read.error));
    if (items.some((item) => item.equipment_id === equipment.id))
      return void toast.error(adminTexts.assignmentDuplicate);
    onChange([
      ...items,
      {
        equipment_id: equipment.id,
        name: equipment.name,
        unit: equipment.unit,
        quantity_per_unit: read.value,
        quantity,
      },
    ]);
    setEquipmentId('');
    setQuantity('');
  }

  return (
    <AssignmentColumn title={`Peralatan (${items.length})`} testId="assigned-equipment">
      {items.length === 0 && <p className="text-sm text-slate-500">Belum ada peralatan.</p>}
      <ul className="space-y-2">
        {items.map((item, index) => (
          <AssignedRow
            key={item.equipment_id}
            testId="assigned-equipment-item"
            name={item.name}
            unit={item.unit}
            value={item.quantity}
            error={errors?.[index]}
            working={pricing?.rows[index] && <RowWorking row={pricing.rows[index]} unit={item.unit} />}
            onRemove={() => onChange(items.filter((_, other) => other !== index))}
            onValue={(value) =>
              onChange(items.map((other, at) => (at === index ? { ...other, quantity: value } : other)))
            }
          />
        ))}
      </ul>
      {pricing && <ColumnTotal letter="C" total={pricing.total} />}
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <AddPicker
          label="Tambah peralatan"
          placeholder="Pilih peralatan..."
          value={equipmentId}
          onChange={setEquipmentId}
          options={options.map((option) => ({
            id: option.id,
            text: `${option.name} (${option.unit}, ${formatRupiah(option.price)})`,
          }))}
          testId="assign-equipment-select"
        />
        <label className="block text-xs font-medium text-slate-600">
          Koefisien per satuan pekerjaan
          <input
            className={control}
            inputMode="decimal"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            placeholder="0,05"
            data-testid="assign-equipment-quantity"
          />
        </label>
        <Button variant="secondary" className="w-full" onClick={add} data-testid="assign-equipment-add">
          + Tambahkan peralatan
        </Button>
      </div>
    </AssignmentColumn>
  );
}
