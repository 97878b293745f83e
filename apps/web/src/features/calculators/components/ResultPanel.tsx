import type { ReactNode } from 'react';
import { Amount } from '../../../components/ui/Amount';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { calculatorToasts } from '../../../lib/toast-messages';
import { formatRow, type ResultRow } from '../rows';

interface ResultPanelProps {
  rows: ResultRow[] | null;
  /** A message about the inputs as a whole (e.g. openings larger than the wall). */
  formError?: string;
  children?: ReactNode;
  onSave(): void;
  /** These inputs were just saved: the button says so until an input changes. */
  savedAlready?: boolean;
  onExport(format: 'csv' | 'json'): void;
}

/** The live result: every quantity with its unit, or what is missing to compute it. */
export function ResultPanel({ rows, formError, children, onSave, savedAlready, onExport }: ResultPanelProps) {
  return (
    <Card className="p-5 sm:p-6" aria-live="polite" data-testid="calculator-result">
      <h2 className="text-lg font-semibold text-slate-900">Hasil</h2>
      {!rows ? (
        <div className="mt-3 space-y-2" data-testid="calculator-incomplete">
          {formError && (
            <p role="alert" data-testid="calculator-error" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          )}
          <p className="text-sm text-slate-600">{calculatorToasts.invalidInput}</p>
        </div>
      ) : (
        <>
          <dl className="mt-3 divide-y divide-slate-100">
            {rows.map((item) => (
              // A long figure goes under its name, then breaks between its thousands groups (a figure and its unit
              // stay together): never out of the card on a phone.
              <div key={item.key} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <dt className="text-sm text-slate-600">{item.label}</dt>
                <dd
                  data-testid={`result-${item.key}`}
                  className="ml-auto min-w-0 text-right font-semibold tabular-nums text-slate-900"
                >
                  <Amount text={formatRow(item)} />
                </dd>
              </div>
            ))}
          </dl>
          {children}
          <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            {/* Saved: the button says so and does nothing, but is not disabled, which dropped the focus that had
                just pressed it to the page's body. */}
            <Button
              data-testid="save-calculator-result"
              onClick={onSave}
              aria-disabled={savedAlready}
              className="flex-1 sm:flex-none"
            >
              {savedAlready ? '✓ Hasil tersimpan' : 'Simpan hasil'}
            </Button>
            <Button variant="secondary" data-testid="export-result-csv" onClick={() => onExport('csv')}>
              Unduh CSV
            </Button>
            <Button variant="secondary" data-testid="export-result-json" onClick={() => onExport('json')}>
              Unduh JSON
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
