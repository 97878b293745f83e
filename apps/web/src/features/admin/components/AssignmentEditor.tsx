import { NotOnDevice } from '../../../components/NotOnDevice';
import { connectionMessages } from '../../../lib/messages';
import { missingOffline } from '../../../lib/offline';
import { useEffect, useMemo, useRef, useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { toastApiError, validationDetails } from '../../../lib/api-client';
import { adminKeys } from '../api/keys';
import { send, useAdminWrite } from '../api/mutations';
import {
  useAdminEquipment,
  useAdminLaborRates,
  useAdminMaterials,
  useJobTypeAssignments,
} from '../api/queries';
import type { BrickType } from '@kalkulator/core';
import type { AdminJobType, AdminJobTypeDetails } from '../api/types';
import { brickRows, cataloguePrices, hasBrickVariants, priceDraft } from '../analysis-price';
import {
  assignmentBodies,
  coefficientErrors,
  draftFrom,
  invalidCount,
  refusedRows,
  sameAnalysis,
  type AssignmentDraft,
} from '../assignments';
import { analysisTexts } from '../texts';
import { UnitPriceSummary } from './AnalysisPrice';
import { EquipmentAssignments } from './EquipmentAssignments';
import { Dialog, DialogCancel } from './Dialog';
import { LaborAssignments } from './LaborAssignments';
import { MaterialAssignments } from './MaterialAssignments';

interface Editing {
  /** The stored analysis the draft started from. */
  seed: AssignmentDraft;
  /** The job type's updated_at read with the seed: it moves on with any change of the job type or its analysis. */
  version: string | undefined;
  draft: AssignmentDraft;
}

/**
 * A job type's labour, materials and equipment side by side, edited as a draft and saved together in one request,
 * each row with its price and amount and the unit price (A–F) worked out live as the calculator's Analisa panel does.
 * The draft is seeded once per opening: a refetch (the signal back, the window focused again) never replaces what
 * was typed; a stored analysis changed meanwhile is only taken over while nothing was changed here, else it is said.
 * The save names the version of the job type last shown here (expected_updated_at): if another admin saved one this
 * editor has not read yet, the server refuses (409), the draft stays and the details read again show the notice.
 */
export function AssignmentEditor({ jobType, onClose }: { jobType: AdminJobType; onClose(): void }) {
  const details = useJobTypeAssignments(jobType.id);
  const stored = useMemo(() => (details.data ? draftFrom(details.data) : null), [details.data]);
  const storedVersion = details.data?.updated_at;
  const [editing, setEditing] = useState<Editing | null>(null);
  const dirty = editing !== null && !sameAnalysis(editing.draft, editing.seed);
  const storedChanged =
    stored !== null &&
    editing !== null &&
    (!sameAnalysis(stored, editing.seed) || storedVersion !== editing.version);
  const takeStored = () => stored && setEditing({ seed: stored, version: storedVersion, draft: stored });
  // Adjusting state to a new answer during render (React's documented pattern): the first answer seeds the draft,
  // a later one only while the draft is untouched, so nothing typed is lost.
  if (stored && (editing === null || (storedChanged && !dirty))) takeStored();

  return (
    <Dialog
      title={`Analisa (upah, bahan, alat): ${jobType.name}`}
      onClose={onClose}
      testId="assignment-editor"
      dirty={dirty}
      wide
    >
      {editing ? (
        <Draft
          jobType={jobType}
          draft={editing.draft}
          stored={details.data}
          // The stored version once shown: the seed's, or a newer one the notice below has announced.
          version={storedVersion}
          onChange={(draft) => setEditing((current) => current && { ...current, draft })}
          storedChanged={storedChanged}
          onTakeStored={takeStored}
          onClose={onClose}
        />
      ) : missingOffline(details) ? (
        <NotOnDevice message={connectionMessages.adminOffline} />
      ) : details.isError ? (
        <ErrorState message="Data tidak dapat dimuat." onRetry={() => void details.refetch()} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </Dialog>
  );
}

type Bodies = Exclude<ReturnType<typeof assignmentBodies>, { error: string }> & {
  expected_updated_at?: string;
};

function Draft({
  jobType,
  draft,
  stored,
  version,
  onChange,
  storedChanged,
  onTakeStored,
  onClose,
}: {
  jobType: AdminJobType;
  draft: AssignmentDraft;
  /** The analysis as stored: the prices of its rows while the catalogue lists are not read yet. */
  stored: AdminJobTypeDetails | undefined;
  /** The job type's updated_at the save is made over (absent from an older server's answer). */
  version: string | undefined;
  onChange(draft: AssignmentDraft): void;
  /** The stored job type or analysis changed after this draft was started (another admin, another tab). */
  storedChanged: boolean;
  onTakeStored(): void;
  onClose(): void;
}) {
  const [refused, setRefused] = useState<string[]>([]);
  // Each save refused here for a coefficient: from the first, every row's problem is shown under it (and goes as it
  // is mended); each one takes the focus to the first field to mend.
  const [checks, setChecks] = useState(0);
  const errors = coefficientErrors(draft);
  const shown = checks > 0 ? errors : undefined;
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checks > 0) form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [checks]);
  const equipmentOptions = useAdminEquipment().data ?? [];
  const materialOptions = useAdminMaterials().data ?? [];
  const laborOptions = useAdminLaborRates().data ?? [];
  // The brick type A and B are counted for, where labour or materials differ by it: the calculator's default first.
  const [brickType, setBrickType] = useState<BrickType>('bata_merah');
  const variants = hasBrickVariants(brickRows(draft));
  const priced = priceDraft(
    jobType,
    draft,
    cataloguePrices(stored, { labor: laborOptions, materials: materialOptions, equipment: equipmentOptions }),
    brickType,
  );
  const { unitPrice } = priced;
  // One request, one transaction: labour, materials and equipment are saved together or not at all. The answer's
  // job type carries the updated_at the save moved on: the job type list takes it before it is read again.
  const save = useAdminWrite((bodies: Bodies) => send('put', `/job-types/${jobType.id}/analysis`, bodies), {
    list: adminKeys.jobTypes,
    field: 'job_type',
  });

  function submit() {
    const invalid = invalidCount(errors);
    if (invalid > 0) {
      setChecks((count) => count + 1);
      return void toast.error(analysisTexts.invalidCoefficients(invalid));
    }
    const bodies = assignmentBodies(draft.materials, draft.labor, draft.equipment);
    if ('error' in bodies) return void toast.error(`${bodies.item}: ${bodies.error}`);
    setRefused([]);
    const overVersion = { ...bodies, ...(version && { expected_updated_at: version }) };
    save.mutate(overVersion, {
      onSuccess: onClose,
      onError: (error) => {
        const rows = refusedRows(validationDetails(error), draft);
        if (rows.length === 0) return toastApiError(error);
        setRefused(rows);
        toast.error(analysisTexts.refusedToast(rows));
      },
    });
  }

  return (
    <div className="space-y-4" ref={form}>
      <p className="text-sm text-slate-600">
        Koefisien per 1 {jobType.unit}. Perubahan berlaku untuk kalkulasi berikutnya setelah disimpan.
      </p>
      {storedChanged && (
        <div
          role="status"
          data-testid="analysis-changed"
          className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <p>{analysisTexts.storedChanged}</p>
          <Button variant="secondary" className="min-h-9 px-3" onClick={onTakeStored}>
            {analysisTexts.takeStored}
          </Button>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <LaborAssignments
          items={draft.labor}
          onChange={(labor) => onChange({ ...draft, labor })}
          errors={shown?.labor}
          options={laborOptions}
          variants={variants}
          pricing={{ rows: priced.labor, total: unitPrice.A, brickType }}
        />
        <MaterialAssignments
          items={draft.materials}
          onChange={(materials) => onChange({ ...draft, materials })}
          errors={shown?.materials}
          options={materialOptions}
          pricing={{ rows: priced.materials, total: unitPrice.B, brickType }}
        />
        <EquipmentAssignments
          items={draft.equipment}
          onChange={(equipment) => onChange({ ...draft, equipment })}
          errors={shown?.equipment}
          options={equipmentOptions}
          pricing={{ rows: priced.equipment, total: unitPrice.C }}
        />
      </div>
      <UnitPriceSummary
        price={unitPrice}
        unit={jobType.unit}
        invalidRows={priced.invalidRows}
        {...(variants && { brickType })}
        onBrickType={setBrickType}
      />
      {refused.length > 0 && (
        <div
          role="alert"
          data-testid="assignments-refused"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p className="font-semibold">{analysisTexts.refused}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogCancel />
        <Button data-testid="assignments-save" disabled={save.isPending} onClick={submit}>
          {save.isPending ? 'Menyimpan...' : 'Simpan penugasan'}
        </Button>
      </div>
    </div>
  );
}
