import { useState } from 'react';
import {
  BRICK_TYPE_LABELS,
  formatQuantity,
  messages,
  type CalculationFormData,
  type JobTypeDetails,
} from '@kalkulator/core';
import { InputField } from '../../../components/ui/Field';
import { brickWorkerRatio, crewDiffersByBrick } from '../crew-defaults';
import { isEmptyInput } from '../form';

interface Props {
  form: CalculationFormData;
  jobType: JobTypeDetails;
  errors: Record<string, string>;
  onChange: <K extends keyof CalculationFormData>(name: K, value: CalculationFormData[K]) => void;
}

const isCountMode = (form: CalculationFormData) =>
  !isEmptyInput(form.num_tukang) || !isEmptyInput(form.num_pekerja);

/**
 * Step 2: productivity and the crew, as ratio groups or as exact counts of tukang and pekerja. The choice is the
 * user's, kept while the step is open: clearing "Jumlah tukang" to type another number must not switch the step
 * back to groups (it did, taking the field and the keyboard away mid-edit).
 */
/**
 * The spec's message for num_workers, "Jumlah pekerja harus lebih dari 0", word for word; this field asks for work
 * groups, so the form adds what the number counts and how to leave it.
 */
export function groupMessage(message: string | undefined): string | undefined {
  return message === messages.numWorkers ? GROUPS_MESSAGE : message;
}
export const GROUPS_MESSAGE = `${messages.numWorkers} (jumlah kelompok kerja; kosongkan untuk 1 kelompok)`;

/** The default ratio, of the chosen brick where the crew differs by brick ("Bawaan untuk batako: 1:2"). */
function ratioDefault(jobType: JobTypeDetails, form: CalculationFormData): string {
  const ratio = brickWorkerRatio(jobType, form.brick_type);
  if (!crewDiffersByBrick(jobType)) return `Bawaan: ${ratio}`;
  return `Bawaan untuk ${BRICK_TYPE_LABELS[form.brick_type].toLowerCase()}: ${ratio}`;
}

export function CrewFields({ form, jobType, errors, onChange }: Props) {
  const [countMode, setCountMode] = useState(() => isCountMode(form));
  function setMode(counts: boolean) {
    setCountMode(counts);
    if (counts) {
      const [tukang = '1', pekerja = '1'] = String(form.worker_ratio || '1:1').split(':');
      onChange('num_tukang', tukang);
      onChange('num_pekerja', pekerja);
      onChange('num_workers', '');
    } else {
      onChange('num_tukang', '');
      onChange('num_pekerja', '');
    }
  }
  return (
    <div className="space-y-5">
      <InputField
        label="Produktivitas per hari"
        name="productivity"
        inputMode="decimal"
        autoComplete="off"
        value={String(form.productivity ?? '')}
        onChange={(event) => onChange('productivity', event.target.value)}
        suffix={`${jobType.unit}/hari`}
        error={errors.productivity}
        hint={`Volume yang diselesaikan satu kelompok kerja dalam sehari. Bawaan AHSP: ${formatQuantity(jobType.default_productivity)} ${jobType.unit}/hari.`}
      />
      <InputField
        label="Rasio tukang : pekerja"
        name="worker_ratio"
        autoComplete="off"
        value={form.worker_ratio}
        onChange={(event) => onChange('worker_ratio', event.target.value)}
        error={errors.worker_ratio}
        hint={`Satu kelompok kerja, format "angka:angka". ${ratioDefault(jobType, form)}.`}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Jumlah tenaga kerja</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
          {[
            [false, 'Jumlah kelompok'],
            [true, 'Jumlah tukang & pekerja'],
          ].map(([counts, label]) => (
            <button
              key={String(label)}
              type="button"
              onClick={() => setMode(Boolean(counts))}
              aria-pressed={countMode === counts}
              className={`min-h-10 rounded-lg px-2 text-sm font-semibold transition ${
                countMode === counts ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      {countMode ? (
        <div className="grid grid-cols-2 gap-4">
          <InputField
            label="Jumlah tukang"
            name="num_tukang"
            inputMode="numeric"
            value={String(form.num_tukang ?? '')}
            onChange={(event) => onChange('num_tukang', event.target.value)}
            error={errors.num_tukang}
            suffix="orang"
          />
          <InputField
            label="Jumlah pekerja"
            name="num_pekerja"
            inputMode="numeric"
            value={String(form.num_pekerja ?? '')}
            onChange={(event) => onChange('num_pekerja', event.target.value)}
            error={errors.num_pekerja}
            suffix="orang"
          />
        </div>
      ) : (
        <InputField
          label="Jumlah kelompok kerja"
          name="num_workers"
          inputMode="numeric"
          placeholder="1"
          value={String(form.num_workers ?? '')}
          onChange={(event) => onChange('num_workers', event.target.value)}
          error={groupMessage(errors.num_workers)}
          suffix="kelompok"
          hint="Kelompok yang bekerja bersamaan; kosong berarti 1."
        />
      )}
    </div>
  );
}
