import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from '../../../lib/toast';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/Feedback';
import { describeApiError, isNotFound, operationMessage } from '../../../lib/api-client';
import { connectionMessages } from '../../../lib/messages';
import { toastMessages } from '../../../lib/toast-messages';
import { missingOffline } from '../../../lib/offline';
import { useAuth } from '../../auth';
import { BulkExportPanel, fetchAllHistory, useRecordMemory } from '../../export';
import { useBulkDelete, useDeleteCalculation, useDuplicateCalculation } from '../api/mutations';
import { useFilterCategories, useHistoryList, useHistoryStats, type HistoryParams } from '../api/queries';
import { HistoryFilters } from '../components/HistoryFilters';
import { HistoryItem } from '../components/HistoryItem';
import { HistoryPager } from '../components/HistoryPager';
import { HistoryStats } from '../components/HistoryStats';
import { HistoryToolbar } from '../components/HistoryToolbar';
import { LocalClearBar } from '../components/LocalClearBar';
import { RepricedNotice } from '../components/RepricedNotice';
import { SyncPanel } from '../components/SyncPanel';
import { editPath, editTargetOf } from '../../calculator';
import { heldAsHere, mergeHistory, notInAccount, type HistoryEntry } from '../entries';
import { useBrowserHistory } from '../useBrowserHistory';
import { useFocusAfterDelete } from '../../../lib/use-focus-after-delete';
import { useHistorySelection } from '../useHistorySelection';
import { filterTimezoneOffset, historyQuery, readHistoryView, type HistoryView } from '../view';
import { useDocumentTitle } from '../../../lib/document-title';

const PAGE_SIZE = 10;

/** Riwayat: the account's results (logged in) and the results kept in this browser, each marked. */
export default function HistoryPage() {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  useDocumentTitle('History');
  const navigate = useNavigate();
  const browser = useBrowserHistory(loggedIn);
  // Search, sort, filters and page are kept in the address (view.ts): replaced, not pushed, so Back still leaves
  // the list, and returning to it (or reloading) shows the same page.
  const [query, setQuery] = useSearchParams();
  const { search, sortKey, page, filters, cursor } = readHistoryView(query);
  /** This list at another page, or another search, sort or filter: at its first page unless a page is given. */
  const show = (changes: Partial<HistoryView>) =>
    setQuery(historyQuery({ search, sortKey, filters, page: 1, ...changes }), { replace: true });
  const listTop = useRef<HTMLElement>(null);
  const categories = useFilterCategories(loggedIn);
  const selection = useHistorySelection(JSON.stringify([search.trim(), filters]));
  const { selected } = selection;
  const deferredSearch = useDeferredValue(search);
  const [sort, order] = sortKey.split(':') as [HistoryParams['sort'], HistoryParams['order']];
  // Pages after the first are read from the cursor the page before gave (no offset to skip at a million rows);
  // the cursors belong to one search, sort and filter.
  const listKey = JSON.stringify([deferredSearch, sortKey, filters]);
  const [cursors, setCursors] = useState<{ key: string; byPage: Record<number, string> }>({
    key: listKey,
    byPage: {},
  });
  /** Another page from the buttons under the list: its first rows, not the end of the list, come into view. */
  const turnTo = (next: number) => {
    // The page shown gave the next one's cursor: taken from its answer, not from the copy an effect keeps of it,
    // which a quick tap could beat.
    const known =
      next === page + 1 && nextCursor
        ? nextCursor
        : next > 1 && cursors.key === listKey
          ? cursors.byPage[next]
          : undefined;
    show({ page: next, ...(known && { cursor: known }) });
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };
  const timezoneOffset = filterTimezoneOffset(filters);
  const params: HistoryParams = {
    page,
    ...(page > 1 && cursor && { cursor }),
    limit: PAGE_SIZE,
    search: deferredSearch,
    sort,
    order,
    ...(filters.category_id && { category_id: Number(filters.category_id) }),
    ...(filters.date_from && { date_from: filters.date_from }),
    ...(filters.date_to && { date_to: filters.date_to }),
    ...(timezoneOffset !== undefined && { tz_offset: timezoneOffset }),
  };
  const filtering = Boolean(filters.category_id || filters.date_from || filters.date_to);
  const list = useHistoryList(params, loggedIn);
  const nextCursor = list.isPlaceholderData ? undefined : list.data?.pagination.next_cursor;
  useEffect(() => {
    if (!nextCursor) return;
    setCursors((known) => {
      const byPage = known.key === listKey ? known.byPage : {};
      return byPage[page + 1] === nextCursor
        ? known
        : { key: listKey, byPage: { ...byPage, [page + 1]: nextCursor } };
    });
  }, [nextCursor, listKey, page]);
  const stats = useHistoryStats(loggedIn);
  const remove = useDeleteCalculation();
  const bulkDelete = useBulkDelete();
  const duplicate = useDuplicateCalculation();

  const account = loggedIn ? (list.data?.calculations ?? []) : [];
  // The account's list cannot be read now (offline, or the server does not answer): the browser's results still
  // show, and no "nothing saved yet" suggests the account's are gone.
  const accountOffline = loggedIn && missingOffline(list);
  const accountUnavailable = accountOffline || (loggedIn && list.isError && !list.data);
  // Browser results carry no server filters: they show on the first page of an unfiltered list.
  // A browser copy of a result the account holds (a sync whose answer was lost) is shown and counted once.
  const entries = mergeHistory(account, page === 1 && !filtering ? browser.items : [], deferredSearch);
  const waiting = notInAccount(browser.items, account).length;
  // Copies the account holds as they are here go from the browser once seen (a sync that could not remove them).
  const held = loggedIn && !browser.syncing ? heldAsHere(browser.items, account) : [];
  const heldKey = held.join(',');
  useEffect(() => {
    if (heldKey) browser.forgetHeld(heldKey.split(','));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids alone say when to act; forgetHeld is stable in effect.
  }, [heldKey]);
  const heading = useRef<HTMLHeadingElement>(null);
  const searchOrHeading = () =>
    document.querySelector<HTMLElement>('[data-testid="history-search"]') ?? heading.current;
  const afterDelete = useFocusAfterDelete(
    entries.map((entry) => entry.key),
    // Each card carries its entry's key (HistoryItem).
    { list: listTop, rowKey: 'data-entry', deleteTestId: 'history-delete', fallback: searchOrHeading },
  );
  // After Sinkronkan the button may have gone with the results it moved: the focus goes to what the sync did (the
  // repriced notice, else its outcome) instead of the page's body. Not after a retry the page made by itself.
  const repricedNotice = useRef<HTMLElement>(null);
  const syncOutcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!browser.outcome?.byUser) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (repricedNotice.current ?? syncOutcome.current ?? heading.current)?.focus();
  }, [browser.outcome]);
  const pageIds = entries
    .filter((entry) => entry.source === 'account')
    .map((entry) => Number(entry.record.id));
  const pages = list.data?.pagination.pages ?? 1;
  // Past the server's count cap the last page is unknown: go on while pages come back full.
  const inexact = list.data?.pagination.total_exact === false;
  const hasMore = inexact ? Boolean(list.data?.pagination.next_cursor) : page < pages;
  const recall = useRecordMemory(account);
  // A page past the end (its last rows deleted, or an old address): the last page that has rows, by its number.
  const pastTheEnd = loggedIn && page > 1 && list.data && !list.isPlaceholderData && account.length === 0;
  const lastPage = inexact ? page - 1 : Math.max(1, Math.min(pages, page - 1));
  useEffect(() => {
    if (pastTheEnd) show({ page: lastPage });
  });

  // Bulk export without a selection: every result the search and filters find, on every page.
  async function allFiltered() {
    const { page: _page, limit: _limit, cursor: _cursor, ...filterParams } = params;
    const stored = loggedIn ? await fetchAllHistory(filterParams) : [];
    // Browser copies of results the account holds (their local_id) are left out: counted once, not twice.
    return mergeHistory(stored, filtering ? [] : browser.items, deferredSearch).map((entry) => entry.record);
  }

  async function deleteEntry(entry: HistoryEntry) {
    afterDelete.deleting(entry.key);
    if (entry.source === 'browser') return browser.remove(entry.record.id);
    try {
      await remove.mutateAsync(entry.record.id);
      selection.forget([Number(entry.record.id)]);
      toast.success(toastMessages.deleted);
    } catch (error) {
      // A 404 takes the card off the list all the same (api/mutations.ts): the focus then moves on as after a delete.
      if (!isNotFound(error)) afterDelete.kept();
      toast.error(operationMessage(error, toastMessages.deleteFailed));
    }
  }

  async function duplicateEntry(entry: HistoryEntry) {
    try {
      const answer = await duplicate.mutateAsync(entry.record.id);
      toast.success(answer.message || toastMessages.duplicated);
    } catch (error) {
      toast.error(operationMessage(error, toastMessages.duplicateFailed));
    }
  }

  async function deleteSelected() {
    try {
      const ids = [...selected];
      const answer = await bulkDelete.mutateAsync(ids);
      selection.forget(ids);
      toast.success(toastMessages.bulkDeleted(answer.deleted));
    } catch (error) {
      toast.error(operationMessage(error, toastMessages.deleteFailed));
    }
  }

  function edit({ record }: HistoryEntry) {
    void navigate(editPath(record), { state: { edit: editTargetOf(record) } });
  }

  function select(entry: HistoryEntry, on: boolean) {
    selection.toggle(Number(entry.record.id), on);
  }

  return (
    <div className="space-y-6">
      <header>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          History
        </h1>
        <p className="mt-1 text-slate-600">Riwayat perhitungan Anda</p>
      </header>
      {/* First on screen: on a phone the filters would push it out of sight. */}
      {accountOffline && (
        <p
          role="status"
          data-testid="history-offline"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {connectionMessages.historyOffline}
        </p>
      )}
      {/* Above the figures: on a phone the chart pushed what the sync did out of sight. */}
      <SyncPanel
        loggedIn={loggedIn}
        waiting={waiting}
        syncing={browser.syncing}
        progress={browser.progress}
        outcome={browser.outcome}
        outcomeRef={syncOutcome}
        onSync={() => void browser.syncAll()}
        onCloseOutcome={() => {
          browser.closeOutcome();
          heading.current?.focus();
        }}
      />
      <RepricedNotice
        items={browser.repriced}
        noticeRef={repricedNotice}
        onClose={() => {
          browser.closeRepriced();
          // Its Tutup goes with it: the focus stays on the page, at its top, rather than falling to the body.
          heading.current?.focus();
        }}
      />
      {loggedIn && stats.data && <HistoryStats stats={stats.data} />}
      {loggedIn && (
        <HistoryToolbar
          search={search}
          onSearch={(text) => show({ search: text })}
          sort={sortKey}
          onSort={(value) => show({ sortKey: value })}
          selectedCount={selected.size}
          deleting={bulkDelete.isPending}
          onBulkDelete={() => void deleteSelected()}
          pageSelectable={pageIds.length}
          pageAllSelected={pageIds.length > 0 && pageIds.every((id) => selected.has(id))}
          onSelectPage={() => selection.add(pageIds)}
          onClearSelection={selection.clear}
          selectionNote={selection.note}
        />
      )}
      {loggedIn && (
        <HistoryFilters
          value={filters}
          categories={categories.data ?? []}
          onChange={(next) => show({ filters: next })}
        />
      )}
      {browser.items.length > 0 && (
        <LocalClearBar
          count={browser.items.length}
          onClear={browser.clearAll}
          // The browser's results go with the bar: the focus goes to the top of the list.
          onCleared={() => searchOrHeading()?.focus()}
        />
      )}
      {(loggedIn || entries.length > 0) && (
        <BulkExportPanel selected={recall(selected)} loadAll={allFiltered} />
      )}
      <section ref={listTop} className="scroll-mt-20 space-y-6" aria-label="Daftar kalkulasi">
        {loggedIn && list.isError && !accountOffline && (
          <ErrorState message={describeApiError(list.error)[0] ?? ''} onRetry={() => void list.refetch()} />
        )}
        {loggedIn && list.isPending && !accountUnavailable ? (
          <Skeleton className="h-40" />
        ) : entries.length === 0 && accountUnavailable ? null : entries.length === 0 &&
          (filtering || deferredSearch.trim()) ? (
          <EmptyState title="Tidak ada kalkulasi yang cocok dengan pencarian atau filter ini.">
            Ubah kata pencarian atau hapus filter untuk melihat semua kalkulasi.
          </EmptyState>
        ) : entries.length === 0 ? (
          <EmptyState title="Belum ada kalkulasi tersimpan.">
            <Link to="/" className="font-semibold text-brand-700 hover:underline">
              Mulai menghitung dari kategori pekerjaan
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3" data-testid="history-list">
            {entries.map((entry) => (
              <HistoryItem
                key={entry.key}
                entry={entry}
                onDelete={deleteEntry}
                onEdit={edit}
                {...(entry.source === 'account'
                  ? {
                      onDuplicate: (item: HistoryEntry) => void duplicateEntry(item),
                      onSelect: select,
                      selected: selected.has(Number(entry.record.id)),
                    }
                  : {})}
                busy={remove.isPending || duplicate.isPending}
              />
            ))}
          </ul>
        )}
        {loggedIn && (pages > 1 || page > 1 || hasMore) && (
          <HistoryPager
            page={page}
            // Opened on a later page (from its address), the count is not known until the page arrives.
            label={
              !list.data
                ? `Halaman ${page}`
                : inexact
                  ? `Halaman ${page} · lebih dari ${list.data.pagination.total} hasil`
                  : `Halaman ${page} dari ${pages}`
            }
            hasPrevious={page > 1}
            hasNext={hasMore}
            // Until this page has arrived, the next one's cursor is not known.
            loading={list.isPlaceholderData}
            onTurn={turnTo}
          />
        )}
      </section>
    </div>
  );
}
