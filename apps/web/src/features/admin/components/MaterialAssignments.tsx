import { useState } from 'react';
import toast from '../../../lib/toast';
import { BRICK_TYPES, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { adminTexts } from '../texts';
import type { Material } from '../api/types';
import { BRICK_LABELS, readCoefficient, sameMaterial, type MaterialDraft } from '../assignments';
import { AssignedRow } from './AssignedRow';
import { AddPicker, AssignmentColumn, control } from './AssignmentColumn';

export function MaterialAssignments({
  items,
  onChange,
  options,
}: {
  items: MaterialDraft[];
  onChange(items: MaterialDraft[]): void;
  options: Material[];
}) {
  const [materialId, setMaterialId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [brick, setBrick] = useState('');

  function add() {
    const material = options.find((option) => String(option.id) === materialId);
    if (!material) return void toast.error(adminTexts.required('Material'));
    const read = readCoefficient(quantity);
    if ('error' in read) return void toast.error(`Koefisien: ${read.error}`);
    const next: MaterialDraft = {
      material_id: material.id,
      name: material.name,
      unit: material.unit,
      quantity_per_unit: read.value,
      quantity,
      brick_type: brick || null,
    };
    if (items.some((item) => sameMaterial(item, next)))
      return void toast.error(adminTexts.assignmentDuplicate);
    onChange([...items, next]);
    setMaterialId('');
    setQuantity('');
  }

  return (
    <AssignmentColumn title={`Material (${items.length})`} testId="assigned-materials">
      {items.length === 0 && <p className="text-sm text-slate-500">Belum ada material.</p>}
      <ul className="space-y-2">
        {items.map((item, index) => (
          <AssignedRow
            key={`${item.material_id}-${item.brick_type}`}
            testId="assigned-material"
            name={item.name}
            note={
              item.brick_type &&
              (BRICK_LABELS[item.brick_type as keyof typeof BRICK_LABELS] ?? item.brick_type)
            }
            unit={item.unit}
            value={item.quantity}
            onRemove={() => onChange(items.filter((_, other) => other !== index))}
            onValue={(value) =>
              onChange(items.map((other, at) => (at === index ? { ...other, quantity: value } : other)))
            }
          />
        ))}
      </ul>
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <AddPicker
          label="Tambah material"
          placeholder="Pilih material..."
          value={materialId}
          onChange={setMaterialId}
          options={options.map((option) => ({
            id: option.id,
            text: `${option.name} (${option.unit}, ${formatRupiah(option.price)})`,
          }))}
          testId="assign-material-select"
        />
        <div className="grid grid-cols-2 gap-2">
          <label className="block text-xs font-medium text-slate-600">
            Koefisien per satuan
            <input
              className={control}
              inputMode="decimal"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              placeholder="0,25"
              data-testid="assign-material-quantity"
            />
          </label>
          <label className="block text-xs font-medium text-slate-600">
            Jenis bata
            <select className={control} value={brick} onChange={(event) => setBrick(event.target.value)}>
              <option value="">Semua</option>
              {BRICK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BRICK_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Button variant="secondary" className="w-full" onClick={add} data-testid="assign-material-add">
          + Tambahkan material
        </Button>
      </div>
    </AssignmentColumn>
  );
}
