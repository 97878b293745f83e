import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatQuantity, roundTo } from '@kalkulator/core';
import { Button, buttonClass } from '../../../components/ui/Button';
import { AddToProjectDialog } from '../../projects';
import { Card } from '../../../components/ui/Card';
import { InputField, SelectField } from '../../../components/ui/Field';
import { useJobTypeSearch } from '../api/job-types';

export interface HandOffOption {
  key: string;
  label: string;
  value: number;
  /** The job type unit this quantity fits (m², m³, m', kg). */
  unit: string;
  /** What to search the catalogue for first. */
  search: string;
  /** Pre-select the first match whose name holds this text (e.g. the mix "1PC:4PP"). */
  prefer?: string;
}

/** Hands a quantity to the job calculator: /calculate/{jobTypeId}?volume=… of a job type with the same unit. */
export function HandOff({ options }: { options: HandOffOption[] }) {
  const [optionKey, setOptionKey] = useState(options[0]?.key ?? '');
  const option = options.find((item) => item.key === optionKey) ?? options[0];
  const [search, setSearch] = useState(option?.search ?? '');
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const jobTypes = useJobTypeSearch(search);
  if (!option) return null;
  const matches = (jobTypes.data ?? []).filter((jobType) => jobType.unit === option.unit);
  const jobType =
    matches.find((candidate) => String(candidate.id) === chosen) ??
    matches.find((candidate) => option.prefer && candidate.name.includes(option.prefer)) ??
    matches[0];
  const jobTypeId = String(jobType?.id ?? '');
  const volume = roundTo(option.value, 3);

  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="handoff">
      <h2 className="text-lg font-semibold text-slate-900">Hitung biaya pekerjaannya</h2>
      {options.length > 1 && (
        <SelectField
          label="Besaran yang dipakai"
          name="handoff-quantity"
          value={option.key}
          options={options.map((item) => ({
            value: item.key,
            label: `${item.label}: ${formatQuantity(item.value)} ${item.unit}`,
          }))}
          onChange={(event) => {
            const next = options.find((item) => item.key === event.target.value);
            setOptionKey(event.target.value);
            if (next) setSearch(next.search);
          }}
        />
      )}
      <InputField
        label="Cari jenis pekerjaan"
        name="handoff-search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        hint={`Jenis pekerjaan bersatuan ${option.unit}.`}
      />
      {matches.length > 0 ? (
        <SelectField
          label="Jenis pekerjaan"
          name="handoff-job-type"
          value={jobTypeId}
          options={matches.map((jobType) => ({ value: String(jobType.id), label: jobType.name }))}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : (
        <p className="text-sm text-slate-600" data-testid="handoff-empty">
          {jobTypes.isFetching
            ? 'Mencari jenis pekerjaan...'
            : `Tidak ada jenis pekerjaan bersatuan ${option.unit} yang cocok.`}
        </p>
      )}
      {jobTypeId && volume > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={`/calculate/${jobTypeId}?volume=${volume}`}
            data-testid="handoff-link"
            className={buttonClass('primary', 'w-full sm:flex-1')}
          >
            Gunakan di kalkulator pekerjaan ({formatQuantity(volume)} {option.unit})
          </Link>
          <Button
            variant="secondary"
            className="sm:flex-1"
            onClick={() => setAdding(true)}
            data-testid="handoff-add-to-project"
          >
            Tambah ke proyek
          </Button>
        </div>
      )}
      {adding && jobTypeId && (
        <Suspense fallback={null}>
          <AddToProjectDialog
            jobTypeId={Number(jobTypeId)}
            volume={volume}
            categoryName={jobType?.category_name}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
