import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { NotOnDevice } from '../../../components/NotOnDevice';
import { connectionMessages } from '../../../lib/messages';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { PHONE_QUERY, useMedia } from '../../../lib/use-media';
import type { TableQuery } from '../table';

export interface Column<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  sortable?: boolean;
  align?: 'right';
}

interface DataTableProps<T> {
  name: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  query: TableQuery;
  onQuery(query: TableQuery): void;
  onSort(key: string): void;
  total: number;
  pages: number;
  loading?: boolean;
  /** Offline with nothing loaded yet: the table says so instead of loading for ever. */
  offline?: boolean;
  error?: boolean;
  onRetry?(): void;
  actions?(row: T): ReactNode;
  searchLabel: string;
  toolbar?: ReactNode;
  /** The table with its search and pager: where a row's Hapus is found again after a delete. */
  ref?: Ref<HTMLDivElement>;
}

/** The attribute each row carries its key in (a table's row, a phone's card alike). */
export const ROW_KEY = 'data-row-key';

const searchClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** A searchable, sortable, paged table (data-testid <name>-table, <name>-row, <name>-search, <name>-page). */
export function DataTable<T>(props: DataTableProps<T>) {
  const { ref, ...table } = props;
  const { name, query, onQuery, total, pages } = table;
  return (
    <div ref={ref} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="block flex-1">
          <span className="sr-only">{props.searchLabel}</span>
          <input
            type="search"
            data-testid={`${name}-search`}
            placeholder={`${props.searchLabel}...`}
            className={searchClass}
            value={query.search}
            onChange={(event) => onQuery({ ...query, search: event.target.value, page: 1 })}
          />
        </label>
        {props.toolbar}
      </div>
      <Body {...table} />
      <Pager name={name} query={query} onQuery={onQuery} total={total} pages={pages} />
    </div>
  );
}

/**
 * "‹ 1 / 2 ›" under the table. The button that reaches the first or last page is disabled under the focus, which
 * would fall to the page behind (or out of a dialog): it goes to the other button. The new page is said aloud.
 */
function Pager({
  name,
  query,
  onQuery,
  total,
  pages,
}: Pick<DataTableProps<unknown>, 'name' | 'query' | 'onQuery' | 'total' | 'pages'>) {
  const buttons = useRef<HTMLDivElement>(null);
  /** The button just pressed: 0 the previous page's, 1 the next one's. */
  const pressed = useRef<0 | 1 | null>(null);
  useEffect(() => {
    const which = pressed.current;
    pressed.current = null;
    const [previous, next] = Array.from(buttons.current?.querySelectorAll('button') ?? []);
    const button = which === 0 ? previous : which === 1 ? next : undefined;
    const other = which === 0 ? next : previous;
    if (!button?.disabled) return;
    // A browser lets the focus go when the focused button is disabled; jsdom keeps it there.
    const lost = document.activeElement === button || document.activeElement === document.body;
    if (lost && !other?.disabled) other?.focus();
  }, [query.page, pages]);
  const turnTo = (page: number, which: 0 | 1) => {
    pressed.current = which;
    onQuery({ ...query, page });
  };
  return (
    <nav aria-label="Halaman" className="flex items-center justify-between gap-2 text-sm text-slate-600">
      <span data-testid={`${name}-total`}>{total} data</span>
      <div ref={buttons} className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label="Halaman sebelumnya"
          disabled={query.page <= 1}
          onClick={() => turnTo(query.page - 1, 0)}
        >
          ‹
        </Button>
        <span data-testid={`${name}-page`} aria-hidden="true">
          {query.page} / {pages}
        </span>
        <span className="sr-only" aria-live="polite">
          Halaman {query.page} dari {pages}
        </span>
        <Button
          variant="secondary"
          aria-label="Halaman berikutnya"
          disabled={query.page >= pages}
          onClick={() => turnTo(query.page + 1, 1)}
        >
          ›
        </Button>
      </div>
    </nav>
  );
}

function Body<T>({
  name,
  columns,
  rows,
  rowKey,
  query,
  onQuery,
  onSort,
  loading,
  offline,
  error,
  onRetry,
  actions,
}: DataTableProps<T>) {
  if (offline) return <NotOnDevice message={connectionMessages.adminOffline} />;
  if (loading) return <Skeleton className="h-48" />;
  if (error) return <ErrorState message="Data tidak dapat dimuat." onRetry={onRetry} />;
  if (rows.length === 0) return <EmptyState title="Tidak ada data" />;
  return (
    <Rows
      name={name}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      query={query}
      onQuery={onQuery}
      onSort={onSort}
      actions={actions}
    />
  );
}

type RowsProps<T> = Pick<
  DataTableProps<T>,
  'name' | 'columns' | 'rows' | 'rowKey' | 'query' | 'onQuery' | 'onSort' | 'actions'
>;

/** A table on wider screens; on a phone held upright, one card per row (no column or button cut off). */
function Rows<T>(props: RowsProps<T>) {
  const phone = useMedia(PHONE_QUERY);
  return phone ? <Cards {...props} /> : <Table {...props} />;
}

function Cards<T>({ name, columns, rows, rowKey, query, onQuery, actions }: RowsProps<T>) {
  const sortable = columns.filter((column) => column.sortable !== false);
  return (
    <div className="space-y-2">
      {sortable.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Urutkan
          <select
            data-testid={`${name}-sort`}
            className="min-h-11 flex-1 rounded-xl border border-slate-300 bg-white px-2 text-sm text-slate-900"
            value={`${query.sort}:${query.order}`}
            onChange={(event) => {
              const [sort, order] = event.target.value.split(':');
              onQuery({ ...query, sort: sort!, order: order === 'desc' ? 'desc' : 'asc', page: 1 });
            }}
          >
            {sortable.flatMap((column) => [
              <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
                {column.label} ▲
              </option>,
              <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
                {column.label} ▼
              </option>,
            ])}
          </select>
        </label>
      )}
      <ul className="space-y-2" data-testid={`${name}-table`}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            data-testid={`${name}-row`}
            data-row-key={rowKey(row)}
            className="rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
          >
            <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1">
              {columns.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                    {column.label}
                  </dt>
                  <dd
                    className={`min-w-0 break-words text-slate-800 ${column.align === 'right' ? 'tabular-nums' : ''}`}
                  >
                    {column.render(row)}
                  </dd>
                </div>
              ))}
            </dl>
            {actions && (
              <div className="mt-2 flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-2">
                {actions(row)}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Aksi column stays at the table's right edge, over the columns scrolled under it: between a phone and a laptop
 * the table is wider than the screen, and the buttons were out of sight at the end of a scroll nothing pointed to.
 * Its own background hides what passes under it, its left line shows where the scroll goes.
 */
const stickyActions = 'sticky right-0 z-10 px-3 py-2 shadow-[inset_1px_0_0_var(--color-slate-200)]';

function Table<T>({ name, columns, rows, rowKey, query, onSort, actions }: RowsProps<T>) {
  const ariaSort = (key: string) =>
    query.sort === key ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid={`${name}-table`}>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column.key)}
                className={`px-3 py-2 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.sortable === false ? (
                  column.label
                ) : (
                  <button
                    type="button"
                    data-testid={`${name}-sort-${column.key}`}
                    onClick={() => onSort(column.key)}
                    className="inline-flex min-h-8 items-center gap-1 font-semibold uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {query.sort === column.key ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                )}
              </th>
            ))}
            {actions && (
              <th scope="col" className={`${stickyActions} bg-slate-50 text-right`}>
                Aksi
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={`${name}-row`}
              data-row-key={rowKey(row)}
              className="align-middle"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-3 py-2 text-slate-800 ${column.align === 'right' ? 'text-right tabular-nums' : ''}`}
                >
                  {column.render(row)}
                </td>
              ))}
              {actions && (
                <td className={`${stickyActions} bg-white`}>
                  <div className="flex justify-end gap-1 whitespace-nowrap">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
