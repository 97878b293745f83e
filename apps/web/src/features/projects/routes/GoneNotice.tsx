import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { isNoResponse, isUnauthorized, operationMessage, validationDetails } from '../../../lib/api-client';
import { ConfirmDialog } from '../../admin/components/ConfirmDialog';
import { newCreateKey, useCreateProject } from '../api/mutations';
import { projectFieldError, type ProjectDraft } from '../draft';
import { forgetProject } from '../account-copies';
import { goneTexts } from '../texts';
import { bringToView, ProjectNotice } from './SaveBar';

/**
 * The project deleted from the account (on another device) while this device holds changes not saved to it: they
 * are kept as a new project, its lines at their prices as they are, or thrown away, by the user's choice; never left
 * where nothing in the app reaches them. Brought into view and focused as it appears, as the choice of versions is.
 */
export function GoneNotice({
  id,
  draft,
  ref,
}: {
  id: number;
  /** The project as typed on this device. */
  draft: ProjectDraft;
  ref: RefObject<HTMLDivElement | null>;
}) {
  const navigate = useNavigate();
  const create = useCreateProject();
  // One key for this choice: "Simpan sebagai proyek baru" tried again after a lost answer makes no second project.
  const [createKey] = useState(newCreateKey);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (ref.current) bringToView(ref.current);
  }, [ref]);

  function keepAsNew() {
    create.mutate(
      // A project of its own: none of the deleted one's versions.
      { draft: { ...draft, version: undefined }, key: createKey },
      {
        onSuccess: (project) => {
          forgetProject(id);
          toast.success(goneTexts.savedAsNew);
          void navigate(`/projects/${project.id}`);
        },
        onError: (error) => {
          if (isUnauthorized(error)) return;
          if (isNoResponse(error)) return void toast.error(goneTexts.offline);
          const [first] = Object.entries(validationDetails(error));
          toast.error(first ? projectFieldError(draft, first) : operationMessage(error, goneTexts.failed));
        },
      },
    );
  }

  return (
    <>
      <ProjectNotice ref={ref} title={goneTexts.title} testId="project-gone">
        <p>{goneTexts.unsaved}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => !create.isPending && keepAsNew()} data-testid="project-gone-save-as-new">
            {create.isPending ? goneTexts.savingAsNew : goneTexts.saveAsNew}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)} data-testid="project-gone-discard">
            {goneTexts.discard}
          </Button>
        </div>
      </ProjectNotice>
      {asking && (
        <ConfirmDialog
          title={goneTexts.discardTitle}
          confirmLabel={goneTexts.discardConfirm}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            forgetProject(id);
            toast.success(goneTexts.discarded);
            void navigate('/projects');
          }}
        >
          {goneTexts.discardConsequence}
        </ConfirmDialog>
      )}
    </>
  );
}
