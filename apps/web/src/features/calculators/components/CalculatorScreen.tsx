import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { calculatorToasts } from '../../../lib/toast-messages';
import {
  downloadText,
  exportFileName,
  resultsToCsv,
  resultsToJson,
  type ResultRow,
  type SavedResult,
} from '../rows';
import { useSavedResults } from '../useSavedResults';
import { HandOff, type HandOffOption } from './HandOff';
import { ResultPanel } from './ResultPanel';
import { SavedList } from './SavedList';
import { useDocumentTitle } from '../../../lib/document-title';

interface CalculatorScreenProps {
  /** Short id used in storage and file names: panjang, luas, volume, balok, footplate, plester, bata. */
  id: string;
  title: string;
  intro: string;
  form: ReactNode;
  inputs: unknown;
  rows: ResultRow[] | null;
  formError?: string;
  /** Extra result detail (bar tables, costs) under the rows. */
  details?: ReactNode;
  handOff?: HandOffOption[];
  sources: string;
  /** Back to the default inputs; what was typed is kept across reloads until then. */
  onReset(): void;
}

/** The frame every specialised calculator shares: inputs, live result, hand-off, saved results. */
export function CalculatorScreen(props: CalculatorScreenProps) {
  const { id, title, intro, form, inputs, rows, formError, details, handOff, sources, onReset } = props;
  useDocumentTitle(title);
  const saved = useSavedResults(id);
  const [savedInputs, setSavedInputs] = useState<string | null>(null);

  function exportResults(results: SavedResult[], format: 'csv' | 'json') {
    if (results.length === 0) return void toast.error(calculatorToasts.nothingToExport);
    if (format === 'csv')
      downloadText(exportFileName(id, 'csv'), 'text/csv;charset=utf-8', resultsToCsv(results));
    else downloadText(exportFileName(id, 'json'), 'application/json', resultsToJson(results));
    toast.success(calculatorToasts.exported(format.toUpperCase()));
  }

  const current = (): SavedResult[] =>
    rows
      ? [{ id: 'current', calculator: id, title, created_at: new Date().toISOString(), inputs, rows }]
      : [];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <nav className="text-sm text-slate-500" aria-label="Breadcrumb">
        <Link to="/calculators" className="font-medium text-brand-700 hover:underline">
          Kalkulator
        </Link>
        <span className="mx-2">/</span>
        <span>{title}</span>
      </nav>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{intro}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-5 sm:p-6">
          <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-5">
            {form}
            <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
              <p className="text-xs text-slate-500">Isian tersimpan di perangkat ini sampai Reset.</p>
              <Button
                type="button"
                variant="ghost"
                data-testid="calculator-reset"
                onClick={() => {
                  onReset();
                  toast.success(calculatorToasts.reset);
                }}
              >
                Reset
              </Button>
            </div>
          </form>
        </Card>
        <div className="space-y-6">
          <ResultPanel
            rows={rows}
            formError={formError}
            savedAlready={savedInputs === JSON.stringify(inputs)}
            onSave={() => {
              // The same inputs are saved once; changing any of them makes a new result to save. One the browser
              // could not keep (storage full) is not shown as saved.
              if (rows && saved.save({ calculator: id, title, inputs, rows }))
                setSavedInputs(JSON.stringify(inputs));
            }}
            onExport={(format) => exportResults(current(), format)}
          >
            {details}
          </ResultPanel>
          {rows && handOff && handOff.length > 0 && (
            // A new default search (e.g. another concrete grade) starts the hand-off afresh.
            <HandOff key={handOff.map((option) => option.search).join('|')} options={handOff} />
          )}
          <SavedList
            items={saved.items}
            inAccount={saved.loggedIn}
            waiting={saved.waiting}
            guests={saved.guests}
            syncing={saved.syncing}
            onSync={saved.syncGuest}
            onDelete={saved.remove}
            onExport={(format) => exportResults(saved.items, format)}
          />
        </div>
      </div>
      <p className="text-xs text-slate-500" data-testid="calculator-sources">
        Dasar perhitungan: {sources}
      </p>
    </div>
  );
}
