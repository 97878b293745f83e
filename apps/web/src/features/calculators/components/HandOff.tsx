import { Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatQuantity, roundTo, sameUnit, searchAlternatives } from '@kalkulator/core';
import { Button, buttonClass } from '../../../components/ui/Button';
import {
  AddToProjectDialog,
  keptJobTypeDetails,
  NeedsConnectionBadge,
  NeedsConnectionNote,
} from '../../projects';
import { Card } from '../../../components/ui/Card';
import { InputField, SelectField } from '../../../components/ui/Field';
import type { BrickType, JobType } from '@kalkulator/core';
import { useOnline } from '../../../lib/online';
import { useJobTypeSearch } from '../api/job-types';

export interface HandOffOption {
  key: string;
  label: string;
  value: number;
  /** The job type unit this quantity fits (m², m³, m', kg). */
  unit: string;
  /** What to search the catalogue for first. */
  search: string;
  /**
   * The job type that fits what was chosen on the screen: the first match whose name holds this text, or each of
   * these texts (e.g. the mix "1PC:4PP" and the thickness "tebal 15 mm").
   */
  prefer?: string | string[];
  /** What was chosen, in the user's words, for when the catalogue has no job type that fits ("campuran 1:7"). */
  preferLabel?: string;
  /** The brick chosen on the screen: a project line of a wall job type with brick variants is priced with it. */
  brickType?: BrickType;
  /**
   * The waste (susut) typed on the screen, in %: the job calculator opens with it as "Faktor susut material", so it
   * buys the count the screen showed (735 bata merah for 10 m² at 5 %, not 700). A project line has no waste.
   */
  waste?: number;
}

/** The job calculator's address for the quantity: /calculate/{id}?volume=…[&brick_type=…][&waste=…]. */
function handOffPath(
  jobTypeId: string,
  volume: number,
  brickType: BrickType | null,
  waste: number | undefined,
): string {
  const brick = brickType ? `&brick_type=${brickType}` : '';
  const susut = waste !== undefined && Number.isFinite(waste) ? `&waste=${roundTo(waste, 3)}` : '';
  return `/calculate/${jobTypeId}?volume=${volume}${brick}${susut}`;
}

/**
 * The job type offered at first: the one that fits the screen's choices; without choices to fit, the only match. None
 * when nothing fits: the nearest would be priced with other coefficients (another mix, a shallower dig) unnoticed.
 */
function fittingJobType(matches: JobType[], preferred: string[]): JobType | undefined {
  if (preferred.length === 0) return matches.length === 1 ? matches[0] : undefined;
  return matches.find((candidate) => preferred.every((text) => candidate.name.includes(text)));
}

/** Whether the text holds a word of the search (or the catalogue's word for it, as the server finds them). */
function holdsAWord(text: string, search: string): boolean {
  const lower = text.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .some((word) =>
      searchAlternatives(word).some((alternative) => lower.includes(alternative.toLowerCase())),
    );
}

/**
 * Whether a job type a screen's own search found is of that screen's job: its name or category names it. The
 * catalogue also finds a word in descriptions, which may name other work: the plaster calculator's "plesteran" finds
 * "Pasangan pagar bata" ("plesteran dihitung terpisah"), while the brick calculator's "bata merah" keeps it.
 */
const isOfTheJob = (jobType: JobType, search: string) =>
  holdsAWord(jobType.name, search) || holdsAWord(jobType.category_name ?? '', search);

/**
 * Offline, which of the job types `ids` this device can add to a project: those whose analysis it keeps under the
 * catalogue's prices (keptJobTypeDetails), as a new project's line is priced. Null online, and offline while the
 * device is still being asked about these ids.
 */
function useKeptOffline(ids: readonly number[]): { offline: boolean; kept: ReadonlySet<number> | null } {
  const offline = !useOnline();
  const wanted = ids.join(',');
  const [found, setFound] = useState<{ of: string; kept: ReadonlySet<number> } | null>(null);
  useEffect(() => {
    if (!offline || !wanted) return;
    let current = true;
    void keptJobTypeDetails(wanted.split(',').map(Number), null).then((kept) => {
      if (current) setFound({ of: wanted, kept });
    });
    return () => {
      current = false;
    };
  }, [offline, wanted]);
  return { offline, kept: offline && found?.of === wanted ? found.kept : null };
}

/**
 * Hands a quantity to the job calculator: /calculate/{jobTypeId}?volume=… of a job type with the same unit (and
 * &brick_type=… of a wall job type with brick variants, &waste=… the waste typed on the screen).
 */
export function HandOff({ options }: { options: HandOffOption[] }) {
  const [optionKey, setOptionKey] = useState(options[0]?.key ?? '');
  const option = options.find((item) => item.key === optionKey) ?? options[0];
  const [search, setSearch] = useState(option?.search ?? '');
  // The user's own pick holds while the screen's choices stay as they were when it was made.
  const [chosen, setChosen] = useState({ id: '', under: '' });
  const [adding, setAdding] = useState(false);
  const jobTypes = useJobTypeSearch(search);
  const { offline, kept } = useKeptOffline((jobTypes.data ?? []).map((jobType) => jobType.id));
  const noteId = useId();
  if (!option) return null;
  // A screen that names its job (`prefer`) offers that job's types for its own search; a generic quantity and the
  // user's own search offer whatever the catalogue found.
  const ownSearch = option.prefer !== undefined && search.trim() === option.search.trim();
  // A job type an admin wrote in m3 is one in m³ (core's sameUnit), not a unit of its own.
  const matches = (jobTypes.data ?? []).filter(
    (jobType) => sameUnit(jobType.unit, option.unit) && (!ownSearch || isOfTheJob(jobType, search)),
  );
  const preferred = [option.prefer ?? []].flat();
  const choices = [option.key, ...preferred].join('|');
  const fitting = fittingJobType(matches, preferred);
  const jobType =
    (chosen.under === choices
      ? matches.find((candidate) => String(candidate.id) === chosen.id)
      : undefined) ?? fitting;
  const jobTypeId = String(jobType?.id ?? '');
  const volume = roundTo(option.value, 3);
  // A wall's brick goes along to a job type priced by brick (its project line keeps it too).
  const brickType = jobType?.has_brick_variants ? (option.brickType ?? null) : null;
  // Offline without its analysis on this device: said before the tap ("butuh koneksi"), not as a failure after it.
  const needsConnection = (id: number) => kept !== null && !kept.has(id);
  const addable = !offline || (jobType !== undefined && kept?.has(jobType.id) === true);
  const addNote = jobType !== undefined && needsConnection(jobType.id);

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
        <>
          {!jobType && (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="handoff-pick">
              {preferred.length > 0
                ? `Tidak ada jenis pekerjaan yang persis cocok di katalog (${option.preferLabel ?? preferred.join(', ')}). Pilih yang paling sesuai; harganya memakai koefisien pekerjaan yang dipilih.`
                : 'Pilih jenis pekerjaan yang sesuai.'}
            </p>
          )}
          <JobTypeChoice
            // The one that fits first: on a phone the list shows four, and it may be fifth in the catalogue's order.
            jobTypes={fitting ? [fitting, ...matches.filter((candidate) => candidate !== fitting)] : matches}
            value={jobTypeId}
            needsConnection={needsConnection}
            onChange={(id) => setChosen({ id, under: choices })}
          />
        </>
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
            to={handOffPath(jobTypeId, volume, brickType, option.waste)}
            data-testid="handoff-link"
            className={buttonClass('primary', 'w-full sm:flex-1')}
          >
            Gunakan di kalkulator pekerjaan ({formatQuantity(volume)} {option.unit})
          </Link>
          <Button
            variant="secondary"
            className="sm:flex-1"
            onClick={() => setAdding(true)}
            aria-disabled={addable ? undefined : true}
            aria-describedby={addNote ? noteId : undefined}
            data-testid="handoff-add-to-project"
          >
            Tambah ke proyek
          </Button>
        </div>
      )}
      {jobTypeId && volume > 0 && addNote && (
        <NeedsConnectionNote id={noteId} testId="handoff-needs-connection" />
      )}
      {adding && jobTypeId && (
        <Suspense fallback={null}>
          <AddToProjectDialog
            jobTypeId={Number(jobTypeId)}
            volume={volume}
            categoryName={jobType?.category_name}
            jobTypeName={jobType?.name}
            unit={option.unit}
            brickType={brickType}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * The matching job types as a list of choices: their names are long ("Pasangan dinding bata merah 1/2 batu campuran
 * 1PC:3PP") and wrap here, where a phone's select would cut them.
 */
function JobTypeChoice({
  jobTypes,
  value,
  needsConnection,
  onChange,
}: {
  jobTypes: JobType[];
  value: string;
  /** Offline, whether the job type's analysis is not on this device: it is marked, and cannot go to a project. */
  needsConnection(id: number): boolean;
  onChange(id: string): void;
}) {
  return (
    <fieldset data-testid="handoff-job-types">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Jenis pekerjaan</legend>
      <div className="max-h-72 space-y-2 overflow-y-auto p-0.5">
        {jobTypes.map((jobType) => {
          const checked = String(jobType.id) === value;
          const unavailable = needsConnection(jobType.id);
          return (
            <label
              key={jobType.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ${
                checked ? 'bg-brand-50 ring-2 ring-brand-500' : 'ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="handoff-job-type"
                value={jobType.id}
                checked={checked}
                onChange={() => onChange(String(jobType.id))}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span
                  className={`block text-sm font-medium ${unavailable ? 'text-slate-500' : 'text-slate-900'}`}
                  data-testid="handoff-job-name"
                >
                  {jobType.name}
                </span>
                {jobType.category_name && (
                  <span className="block text-xs text-slate-500">{jobType.category_name}</span>
                )}
              </span>
              {unavailable && <NeedsConnectionBadge testId="handoff-job-offline" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
