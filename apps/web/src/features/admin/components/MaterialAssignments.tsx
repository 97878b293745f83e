import { useState } from 'react';
import toast from '../../../lib/toast';
import { formatRupiah, type BrickType } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { hasBrickVariants, type RowPrice } from '../analysis-price';
import { adminTexts, analysisTexts } from '../texts';
import type { Material } from '../api/types';
import {
  brickNote,
  coefficientToast,
  readCoefficient,
  sameMaterial,
  type MaterialDraft,
} from '../assignments';
import { AssignedRow } from './AssignedRow';
import { ColumnTotal, RowWorking } from './AnalysisPrice';
import { AddPicker, AssignmentColumn, BrickPicker, control } from './AssignmentColumn';

export function MaterialAssignments({
  items,
  onChange,
  options,
  pricing,
  errors,
}: {
  items: MaterialDraft[];
  onChange(items: MaterialDraft[]): void;
  options: Material[];
  /** Each row's coefficient problem (by index), once a save was tried. */
  errors?: (string | undefined)[] | undefined;
  /** Each row's price and amount (by index), B, and the brick type B is counted for. */
  pricing?: { rows: RowPrice[]; total: number; brickType: BrickType };
}) {
  const [materialId, setMaterialId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [brick, setBrick] = useState('');
  // As the calculator offers its brick type field: only for a job type whose materials differ by brick type. A job
  // type without any yet can be given one on request (its first material of a brick type makes it such a job type).
  const variants = hasBrickVariants(items);
  const [brickAsked, setBrickAsked] = useState(false);
  const brickPicker = variants || brickAsked;

  function add() {
    const material = options.find((option) => String(option.id) === materialId);
    if (!material) return void toast.error(adminTexts.required('Material'));
    const read = readCoefficient(quantity);
    if ('error' in read) return void toast.error(coefficientToast(read.error));
    const next: MaterialDraft = {
      material_id: material.id,
      name: material.name,
      unit: material.unit,
      quantity_per_unit: read.value,
      quantity,
      brick_type: (brickPicker && brick) || null,
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
            note={brickNote(item.name, item.brick_type, variants)}
            unit={item.unit}
            value={item.quantity}
            error={errors?.[index]}
            working={
              pricing?.rows[index] && (
                <RowWorking row={pricing.rows[index]} unit={item.unit} brick={pricing.brickType} />
              )
            }
            onRemove={() => onChange(items.filter((_, other) => other !== index))}
            onValue={(value) =>
              onChange(items.map((other, at) => (at === index ? { ...other, quantity: value } : other)))
            }
          />
        ))}
      </ul>
      {pricing && <ColumnTotal letter="B" total={pricing.total} />}
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
        {/* One above the other, each the column's full width: side by side, the brick type's options were cut
            to "Semua j…" in the three columns of a desktop dialog. */}
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
        {brickPicker && <BrickPicker value={brick} onChange={setBrick} testId="assign-material-brick" />}
        {!brickPicker && (
          <Button
            variant="ghost"
            className="min-h-9 px-2 text-xs"
            onClick={() => setBrickAsked(true)}
            data-testid="assign-material-use-brick"
          >
            {analysisTexts.useBrickTypes}
          </Button>
        )}
        <Button variant="secondary" className="w-full" onClick={add} data-testid="assign-material-add">
          + Tambahkan material
        </Button>
      </div>
    </AssignmentColumn>
  );
}
