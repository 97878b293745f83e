import { NotOnDevice } from '../../../components/NotOnDevice';
import { connectionMessages } from '../../../lib/messages';
import { missingOffline } from '../../../lib/offline';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { toastApiError } from '../../../lib/api-client';
import { send, useAdminWrite } from '../api/mutations';
import {
  useAdminEquipment,
  useAdminLaborRates,
  useAdminMaterials,
  useJobTypeAssignments,
} from '../api/queries';
import type { AdminJobType } from '../api/types';
import { assignmentBodies, draftFrom, type AssignmentDraft } from '../assignments';
import { EquipmentAssignments } from './EquipmentAssignments';
import { Dialog } from './Dialog';
import { LaborAssignments } from './LaborAssignments';
import { MaterialAssignments } from './MaterialAssignments';

/** A job type's materials and labour side by side, edited as a draft and saved together. */
export function AssignmentEditor({ jobType, onClose }: { jobType: AdminJobType; onClose(): void }) {
  const details = useJobTypeAssignments(jobType.id);
  return (
    <Dialog
      title={`Analisa (upah, bahan, alat): ${jobType.name}`}
      onClose={onClose}
      testId="assignment-editor"
      wide
    >
      {missingOffline(details) ? (
        <NotOnDevice message={connectionMessages.adminOffline} />
      ) : details.isPending ? (
        <Skeleton className="h-64" />
      ) : details.isError ? (
        <ErrorState message="Data tidak dapat dimuat." onRetry={() => void details.refetch()} />
      ) : (
        <Draft
          key={details.dataUpdatedAt}
          jobType={jobType}
          initial={draftFrom(details.data)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function Draft({
  jobType,
  initial,
  onClose,
}: {
  jobType: AdminJobType;
  initial: AssignmentDraft;
  onClose(): void;
}) {
  const [materials, setMaterials] = useState(initial.materials);
  const [labor, setLabor] = useState(initial.labor);
  const [equipment, setEquipment] = useState(initial.equipment);
  const equipmentOptions = useAdminEquipment().data ?? [];
  const materialOptions = useAdminMaterials().data ?? [];
  const laborOptions = useAdminLaborRates().data ?? [];
  const save = useAdminWrite(
    async (bodies: Exclude<ReturnType<typeof assignmentBodies>, { error: string }>) => {
      await send('put', `/job-types/${jobType.id}/materials`, {
        material_assignments: bodies.material_assignments,
      });
      await send('put', `/job-types/${jobType.id}/equipment`, {
        equipment_assignments: bodies.equipment_assignments,
      });
      return send('put', `/job-types/${jobType.id}/labor`, { labor_assignments: bodies.labor_assignments });
    },
  );

  function submit() {
    const bodies = assignmentBodies(materials, labor, equipment);
    if ('error' in bodies) return void toast.error(`${bodies.item}: ${bodies.error}`);
    save.mutate(bodies, { onSuccess: onClose, onError: (error) => toastApiError(error) });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Koefisien per 1 {jobType.unit}. Perubahan berlaku untuk kalkulasi berikutnya setelah disimpan.
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <LaborAssignments items={labor} onChange={setLabor} options={laborOptions} />
        <MaterialAssignments items={materials} onChange={setMaterials} options={materialOptions} />
        <EquipmentAssignments items={equipment} onChange={setEquipment} options={equipmentOptions} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Batal
        </Button>
        <Button data-testid="assignments-save" disabled={save.isPending} onClick={submit}>
          {save.isPending ? 'Menyimpan...' : 'Simpan penugasan'}
        </Button>
      </div>
    </div>
  );
}
