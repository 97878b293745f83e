import { adminTexts } from '../texts';

/** The upload's percentage as a bar and in words (SPEC.md §7). */
export function UploadProgress({ percent, done }: { percent: number; done: boolean }) {
  const text = done ? adminTexts.uploadDone(percent) : adminTexts.uploadProgress(percent);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Progres unggahan"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-testid="upload-progress"
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm font-medium text-slate-700" data-testid="upload-progress-text" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
