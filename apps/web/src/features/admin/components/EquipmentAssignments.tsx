import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { adminTexts } from '../../../lib/messages';
import type { Equipment } from '../api/types';
import { readCoefficient, type EquipmentDraft } from '../assignments';
import { AssignmentColumn, control } from './AssignmentColumn';

/** C. Peralatan of a job type's analysis: equipment with its coefficient per unit of work. */
export function EquipmentAssignments({
  items,
  onChange,
  options,
}: {
  items: EquipmentDraft[];
  onChange(items: EquipmentDraft[]): void;
  options: Equipment[];
}) {
  const [equipmentId, setEquipmentId] = useState('');
  const [quantity, setQuantity] = useState('');

  function add() {
    const equipment = options.find((option) => String(option.id) === equipmentId);
    if (!equipment) return void toast.error(adminTexts.required('Peralatan'));
    const read = readCoefficient(quantity);
    if ('error' in read) return void toast.error(`Koefisien: ${read.error}`);
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
          <li
            key={item.equipment_id}
            className="rounded-xl bg-white p-2 ring-1 ring-slate-200"
            data-testid="assigned-equipment-item"
          >
            <div className="flex items-start justify-between gap-2">
              <span className="text-sm font-medium text-slate-800">{item.name}</span>
              <Button
                variant="ghost"
                className="min-h-9 px-2 text-red-700!"
                aria-label={`Lepas ${item.name}`}
                onClick={() => onChange(items.filter((_, other) => other !== index))}
              >
                Lepas
              </Button>
            </div>
            <label className="mt-1 flex items-center gap-2 text-xs text-slate-600">
              Koefisien ({item.unit})
              <input
                className={`${control} min-h-9`}
                inputMode="decimal"
                value={item.quantity}
                aria-label={`Koefisien ${item.name}`}
                onChange={(event) =>
                  onChange(
                    items.map((other, at) =>
                      at === index ? { ...other, quantity: event.target.value } : other,
                    ),
                  )
                }
              />
            </label>
          </li>
        ))}
      </ul>
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <label className="block text-xs font-medium text-slate-600">
          Tambah peralatan
          <select
            className={control}
            value={equipmentId}
            onChange={(event) => setEquipmentId(event.target.value)}
            data-testid="assign-equipment-select"
          >
            <option value="">Pilih peralatan...</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} ({option.unit}, {formatRupiah(option.price)})
              </option>
            ))}
          </select>
        </label>
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
