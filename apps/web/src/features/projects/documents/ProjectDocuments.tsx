import { memo, useMemo, useState } from 'react';
import toast from '../../../lib/toast';
import { formatDateForFileName, hasFrozenLines } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { tabsOf } from '../../../components/ui/tabs';
import { useJobTypeDetailsMap } from '../api/job-type-details';
import { documentProblem, settingsProblem, type DraftEdit, type ProjectDraft } from '../draft';
import { documentScreenTexts as texts } from '../texts';
import { changedJobTypesOf, documentInputOf, jobTypeIdsOf } from './input';
import { ResourcesTable } from './ResourcesTable';
import { ScheduleChart } from './ScheduleChart';
import { ScheduleEditor } from './ScheduleEditor';

const TABS = ['schedule', 'resources'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = { schedule: texts.tabSchedule, resources: texts.tabResources } as const;
const KIND_LABEL = { xlsx: 'Excel', pdf: 'PDF' } as const;
const NOTICE = 'rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200';

/**
 * The project's schedule with its S-curve, what to buy, and the Excel and PDF document set; drawn again only when
 * the project (or its waiting) changes.
 */
export const ProjectDocuments = memo(function ProjectDocuments({
  draft,
  edit,
  current,
  waiting = null,
}: {
  draft: ProjectDraft;
  /**
   * The project as it stands. `draft` may be a moment behind the typing (the editor draws these lists when idle): a
   * file is always made from the project as it stands.
   */
  current?: () => ProjectDraft;
  /** A line's schedule typed here, applied to the project as it stands. */
  edit: DraftEdit;
  /** An overhead or PPN the editor calls invalid, in its words: no document is priced with it. */
  waiting?: string | null;
}) {
  const ids = useMemo(() => jobTypeIdsOf(draft), [draft]);
  const { details, loading, missing, removed } = useJobTypeDetailsMap(ids, draft.price_book_id ?? null);
  const detailsKey = [...details.keys()].join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is new every render; its keys say what changed
  const input = useMemo(() => documentInputOf(draft, details, formatDateForFileName()), [draft, detailsKey]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  const changed = useMemo(() => changedJobTypesOf(draft, details), [draft, detailsKey]);
  const [tab, setTab] = useState<Tab>('schedule');
  const [progress, setProgress] = useState<{ kind: 'xlsx' | 'pdf'; done: number; total: number } | null>(
    null,
  );
  const items = input.schedule.items.length;
  const tabs = tabsOf('project-documents', TABS, tab, setTab);

  // A division code missing or doubled: said under the buttons, which wait for it (the documents would name two
  // divisions alike).
  const codeProblem = useMemo(() => documentProblem(draft), [draft]);

  async function download(kind: 'xlsx' | 'pdf') {
    if (waiting || codeProblem) return;
    const now = current?.() ?? draft;
    if (now !== draft) {
      const problem = settingsProblem(now) ?? documentProblem(now);
      if (problem) return void toast.error(problem);
    }
    const made = now === draft ? input : documentInputOf(now, details, formatDateForFileName());
    setProgress({ kind, done: 0, total: 1 });
    try {
      const { exportProjectDocument } = await import('./export-run');
      await exportProjectDocument(kind, made, (done, total) => setProgress({ kind, done, total }));
      toast.success(texts.downloaded(KIND_LABEL[kind]));
    } catch {
      toast.error(texts.failed(KIND_LABEL[kind]));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="project-documents">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{texts.sectionTitle}</h2>
          <p className="text-sm text-slate-600">{texts.sectionHint}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {(['xlsx', 'pdf'] as const).map((kind) => (
            <Button
              key={kind}
              variant="secondary"
              disabled={items === 0 || waiting !== null || codeProblem !== null}
              // While a file is being made the pressed button keeps the focus (a disabled one drops it to the page).
              aria-disabled={progress !== null}
              onClick={() => void download(kind)}
              data-testid={`project-export-${kind}`}
            >
              {kind === 'xlsx' ? texts.excel : texts.pdf}
            </Button>
          ))}
        </div>
      </div>
      {progress && (
        <div role="status" aria-live="polite" className="space-y-1" data-testid="project-export-progress">
          <p className="text-sm text-slate-700">
            {texts.preparing(KIND_LABEL[progress.kind], progress.done, progress.total)}
          </p>
          <progress className="h-2 w-full accent-brand-500" max={progress.total} value={progress.done} />
        </div>
      )}
      {loading && <p className="text-sm text-slate-500">{texts.loadingAnalyses}</p>}
      {!loading && removed.length > 0 && (
        <p className={NOTICE} data-testid="project-removed-analyses">
          {texts.removedAnalyses(removed.length)}
        </p>
      )}
      {changed.length > 0 && (
        <p className={NOTICE} data-testid="project-changed-analyses">
          {texts.changedAnalyses(changed.length)}
        </p>
      )}
      {!loading && missing > 0 && (
        <p className={NOTICE} data-testid="project-missing-analyses">
          {texts.missingAnalyses(missing)}
        </p>
      )}
      {codeProblem && !waiting && (
        <p role="status" className="text-sm text-amber-800" data-testid="project-documents-codes">
          {texts.codesWaiting(codeProblem)}
        </p>
      )}
      {waiting ? (
        <p role="status" className="text-sm text-amber-800" data-testid="project-documents-waiting">
          {texts.waiting(waiting)}
        </p>
      ) : items === 0 ? (
        <p className="text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <>
          <div
            role="tablist"
            aria-label={texts.sectionTitle}
            className="flex gap-2 border-b border-slate-200"
          >
            {TABS.map((key) => (
              <button
                key={key}
                type="button"
                {...tabs.tab(key)}
                className={`-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold ${tab === key ? 'border-brand-500 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'}`}
                data-testid={`project-tab-${key}`}
              >
                {TAB_LABELS[key]}
              </button>
            ))}
          </div>
          {tab === 'schedule' ? (
            <div {...tabs.panel} className="space-y-4">
              <p className="text-sm text-slate-600">
                <span className="font-semibold" data-testid="schedule-weeks">
                  {texts.weeks(input.schedule.weeks)}
                </span>
                {draft.start_date ? '' : ` · ${texts.noStartDate}`}
              </p>
              <ScheduleChart priced={input.priced} schedule={input.schedule} startDate={draft.start_date} />
              <ScheduleEditor draft={draft} schedule={input.schedule} edit={edit} />
            </div>
          ) : (
            <div {...tabs.panel}>
              <ResourcesTable resources={input.resources} frozen={hasFrozenLines(input)} />
            </div>
          )}
        </>
      )}
    </Card>
  );
});
