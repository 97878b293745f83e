import { useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { formatDateTime, formatRupiah } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { apiClient, operationMessage } from '../../../lib/api-client';
import type { ServerProject } from '../draft';
import { projectKeys } from '../api/keys';
import { projectTexts } from '../texts';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';

interface Revision {
  id: number;
  version: number;
  name: string;
  total: number;
  item_count: number;
  saved_at: string;
}

/**
 * The query of project `id`'s earlier versions. A save another device made adds one: the editor refreshes it when a
 * save is refused for that (409), besides after each save of its own (every project query is refreshed then).
 */
export const revisionsKey = (id: number) => [...projectKeys.one(id), 'revisions'] as const;

/**
 * Versions a save replaced (the newest 20): nothing overwritten is lost, any of them can come back. With changes
 * not yet saved to the account, a restore asks first: it replaces them.
 */
export function Revisions({
  projectId,
  unsaved = false,
  toggleRef,
  onRestored,
}: {
  projectId: number;
  unsaved?: boolean;
  /** The "Versi sebelumnya" toggle: the focus goes there once the editor is drawn anew for a restored version. */
  toggleRef?: Ref<HTMLElement>;
  onRestored(project: ServerProject): void;
}) {
  const [asking, setAsking] = useState<Revision | null>(null);
  const revisions = useQuery({
    queryKey: revisionsKey(projectId),
    queryFn: async () =>
      (await apiClient.get<{ revisions: Revision[] }>(`/projects/${projectId}/revisions`)).data.revisions,
  });
  async function restore(revision: Revision) {
    try {
      const { project } = (
        await apiClient.post<{ project: ServerProject }>(
          `/projects/${projectId}/revisions/${revision.id}/restore`,
        )
      ).data;
      toast.success(`Versi ${revision.version} dipulihkan; versi sebelumnya tetap tersimpan.`);
      void revisions.refetch();
      onRestored(project);
    } catch (error) {
      toast.error(operationMessage(error, 'Gagal memulihkan versi'));
    }
  }
  if (!revisions.data || revisions.data.length === 0) return null;
  return (
    <Card className="p-5">
      <details data-testid="project-revisions">
        <summary ref={toggleRef} className="cursor-pointer py-2.5 font-semibold text-slate-900">
          Versi sebelumnya ({revisions.data.length})
        </summary>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                Versi {revision.version} · {revision.name} · {revision.item_count} item ·{' '}
                {formatRupiah(revision.total)}
                <span className="block text-xs text-slate-500">
                  disimpan {formatDateTime(revision.saved_at)}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => (unsaved ? setAsking(revision) : void restore(revision))}
                // Each named by its version, so a list of buttons read alone says which one comes back.
                aria-label={`Pulihkan versi ${revision.version}`}
                data-testid="project-revision-restore"
              >
                Pulihkan
              </Button>
            </li>
          ))}
        </ul>
      </details>
      {asking && (
        <ConfirmDialog
          title={`Pulihkan versi ${asking.version}`}
          confirmLabel="Pulihkan"
          onClose={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void restore(asking);
          }}
        >
          {projectTexts.restoreUnsaved(asking.version)}
        </ConfirmDialog>
      )}
    </Card>
  );
}
