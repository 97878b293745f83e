import type { ReactNode } from 'react';

export const control =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

export function AssignmentColumn({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
