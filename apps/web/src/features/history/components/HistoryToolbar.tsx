import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/Button';

export const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'Terbaru' },
  { value: 'created_at:asc', label: 'Terlama' },
  { value: 'updated_at:desc', label: 'Terakhir diubah' },
  { value: 'rab_total:desc', label: 'RAB tertinggi' },
  { value: 'rab_total:asc', label: 'RAB terendah' },
  { value: 'total_cost:desc', label: 'HPP tertinggi' },
  { value: 'project_name:asc', label: 'Nama proyek (A-Z)' },
  { value: 'job_type_name:asc', label: 'Jenis pekerjaan (A-Z)' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

const fieldClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/**
 * The search box's text. The address keeps the search (`search`), but it comes back a moment after each key: the
 * box drawn from it lost the keys typed meanwhile ("gudang" became "gdag"). The box shows what was typed; the
 * address's search comes into it only when it changes to one this box did not send (Back, a link to /history).
 * Not when the box appears: the box starts from the address already, and its effects run a moment after it is on
 * screen, so a key typed in that moment was wiped by the address's search of before it ("gudang" became "udang").
 */
function useSearchText(search: string) {
  const [text, setText] = useState(search);
  const sent = useRef<string[]>([]);
  const seen = useRef(search);
  useEffect(() => {
    if (search === seen.current) return;
    seen.current = search;
    const own = sent.current.indexOf(search);
    if (own >= 0) {
      sent.current = sent.current.slice(own + 1);
      return;
    }
    sent.current = [];
    setText(search);
  }, [search]);
  const type = (value: string) => {
    sent.current.push(value);
    setText(value);
  };
  return [text, type] as const;
}

export const selectionTexts = {
  selectPage: 'Pilih semua di halaman ini',
  clear: 'Batal pilih',
  /** Said (politely) when a new search or filter drops a selection the list no longer shows. */
  clearedByFilter: (count: number) =>
    `Pilihan ${count} kalkulasi dibatalkan karena pencarian atau filter berubah.`,
} as const;

/**
 * Search, sort, and the selection of account results: every one on this page at once, none again, and the bulk
 * delete of those chosen. The focus stays on the page as these controls come and go.
 */
export function HistoryToolbar({
  search,
  onSearch,
  sort,
  onSort,
  selectedCount,
  deleting,
  onBulkDelete,
  pageSelectable = 0,
  pageAllSelected = false,
  onSelectPage,
  onClearSelection,
  selectionNote = '',
}: {
  search: string;
  onSearch(text: string): void;
  sort: SortKey;
  onSort(value: SortKey): void;
  selectedCount: number;
  deleting: boolean;
  onBulkDelete(): void;
  /** How many account results this page shows, which "Pilih semua di halaman ini" selects. */
  pageSelectable?: number;
  pageAllSelected?: boolean;
  onSelectPage?(): void;
  onClearSelection?(): void;
  /** Why the selection changed by itself (a new search), read out politely. */
  selectionNote?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [text, setText] = useSearchText(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const selectionBar = useRef<HTMLDivElement>(null);
  // Where the focus goes once the control that had it is gone: Batal → "Hapus yang dipilih" (back where the
  // question came from); "Pilih semua di halaman ini" gone (all chosen) → "Batal pilih".
  const focusNext = useRef<'delete' | 'clear' | null>(null);
  // The safe choice takes the focus when the question appears. Not by autoFocus: React reused the "Batal pilih"
  // button in its place for it (same position, same type), autoFocus only acts on a new one, and the focus fell
  // with "Hapus yang dipilih" to the page's body.
  const questionId = useId();
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
  }, [confirming]);
  const cancel = () => {
    focusNext.current = 'delete';
    setConfirming(false);
  };
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const testId = wanted === 'delete' ? 'history-bulk-delete' : 'history-selection-clear';
    selectionBar.current?.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus();
  });
  const showSelectPage = Boolean(onSelectPage) && pageSelectable > 0 && !pageAllSelected;
  // "Pilih semua di halaman ini", beside the selection's buttons or alone when nothing is selected.
  const selectPage = (
    <Button
      variant="ghost"
      data-testid="history-page-select-all"
      onClick={() => {
        focusNext.current = 'clear';
        onSelectPage?.();
      }}
    >
      {selectionTexts.selectPage}
    </Button>
  );
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <label className="block">
          <span className="sr-only">Cari kalkulasi</span>
          <input
            ref={searchBox}
            type="search"
            data-testid="history-search"
            placeholder="Cari proyek atau jenis pekerjaan..."
            className={fieldClass}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onSearch(event.target.value);
            }}
          />
        </label>
        <label className="block">
          <span className="sr-only">Urutkan</span>
          <select
            data-testid="history-sort"
            className={fieldClass}
            value={sort}
            onChange={(event) => onSort(event.target.value as SortKey)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" data-testid="history-selection-note" className="text-sm text-slate-700 empty:hidden">
        {selectionNote}
      </p>
      {showSelectPage && selectedCount === 0 && <div className="flex justify-end">{selectPage}</div>}
      {selectedCount > 0 && (
        <div
          ref={selectionBar}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 ring-1 ring-red-200"
        >
          <span
            id={confirming ? questionId : undefined}
            className="text-sm text-red-900"
            data-testid="history-selected-count"
          >
            {confirming
              ? `Hapus ${selectedCount} kalkulasi dari akun Anda?`
              : `${selectedCount} kalkulasi akun dipilih`}
          </span>
          {confirming ? (
            // Escape answers "not now", as Batal does; both buttons read the question out with their name.
            <span
              key="question"
              className="flex gap-2"
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.preventDefault();
                cancel();
              }}
            >
              <Button
                variant="danger"
                data-testid="history-bulk-delete-confirm"
                aria-describedby={questionId}
                disabled={deleting}
                onClick={() => {
                  setConfirming(false);
                  // The bar goes once they are deleted, and this button now: the search box takes the focus.
                  searchBox.current?.focus();
                  onBulkDelete();
                }}
              >
                Ya, hapus
              </Button>
              <button
                ref={cancelButton}
                type="button"
                className={buttonClass('ghost')}
                data-testid="history-bulk-delete-cancel"
                aria-describedby={questionId}
                onClick={cancel}
              >
                Batal
              </button>
            </span>
          ) : (
            <span key="choices" className="flex flex-wrap gap-2">
              {showSelectPage && selectPage}
              {onClearSelection && (
                <Button
                  variant="ghost"
                  data-testid="history-selection-clear"
                  onClick={() => {
                    searchBox.current?.focus();
                    onClearSelection();
                  }}
                >
                  {selectionTexts.clear}
                </Button>
              )}
              <Button variant="danger" data-testid="history-bulk-delete" onClick={() => setConfirming(true)}>
                Hapus yang dipilih
              </Button>
            </span>
          )}
        </div>
      )}
    </div>
  );
}
