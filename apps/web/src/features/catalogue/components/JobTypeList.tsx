import { Link } from 'react-router';
import type { JobType } from '@kalkulator/core';

export function JobTypeList({
  jobTypes,
  showCategory = false,
}: {
  jobTypes: JobType[];
  showCategory?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {jobTypes.map((jobType) => (
        <li key={jobType.id}>
          <Link
            to={`/calculate/${jobType.id}`}
            data-testid="job-type-link"
            className="flex items-center gap-4 px-4 py-4 transition hover:bg-brand-50/60"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{jobType.name}</p>
              <p className="mt-0.5 text-sm text-slate-500">
                <span className="font-mono text-xs">{jobType.code}</span>
                {showCategory && <> · {jobType.category_name}</>}
              </p>
            </div>
            <span className="shrink-0 rounded-lg bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700">
              per {jobType.unit}
            </span>
            <span className="text-slate-400" aria-hidden="true">
              ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
