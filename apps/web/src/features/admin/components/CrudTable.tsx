import { missingOffline } from '../../../lib/offline';
import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { isConflict, toastApiError } from '../../../lib/api-client';
import { useAdminWrite, type SavedRow } from '../api/mutations';
import { toBody, toValues, type FieldDef } from '../form';
import { applyTable, initialQuery, toggleSort } from '../table';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable, type Column } from './DataTable';
import { EntityDialog } from './EntityDialog';
import { useRowFocusAfterDelete } from './useRowFocusAfterDelete';

type Body = Record<string, string | number | boolean | null>;
type Answer = { message?: string } | undefined;

export interface CrudConfig<T extends { id: number; name: string }> {
  /** data-testid prefix: <name>-table, <name>-add, <name>-edit, <name>-delete. */
  name: string;
  /** "material", "kategori": used in the button and dialog titles. */
  noun: string;
  columns: Column<T>[];
  fields: FieldDef[];
  defaultSort: string;
  searchText(row: T): string;
  list: UseQueryResult<T[]>;
  /** The list's cache key and the write answer's field of the saved row, put into the list at once. */
  savedRow: SavedRow;
  create(body: Body): Promise<Answer>;
  update(id: number, body: Body): Promise<Answer>;
  /** `force` only after the server refused with 409 and the admin confirmed the forced delete. */
  remove(row: T, force: boolean): Promise<Answer>;
  /** When the server refuses a delete (409) and the row can still be deleted by force: what that keeps. */
  forcedDelete?(row: T): ReactNode;
  /** What deleting the row takes with it, said in the confirmation. */
  deleteConsequence(row: T): ReactNode;
  rowActions?(row: T): ReactNode;
  toolbar?: ReactNode;
}

/**
 * An edit's row as its form opened it and, after the server refused a save (409) because another admin saved the
 * row since, the version stored now that the form shows.
 */
interface Editing<T> {
  opened: T;
  stored: T | null;
}

/** A row's version (its updated_at, where the list gives one). */
const versionOf = (row: object): string | undefined => {
  const at = (row as { updated_at?: unknown }).updated_at;
  return typeof at === 'string' ? at : undefined;
};

/**
 * The version a save is made over, as expected_updated_at: the one the form opened, or the one its notice showed
 * after a 409. The server refuses the change (409) if the row changed since, rather than overwrite a version the
 * admin has not seen.
 */
function expectedVersion(editing: Editing<object> | 'new'): { expected_updated_at?: string } {
  const at = editing === 'new' ? undefined : versionOf(editing.stored ?? editing.opened);
  return at === undefined ? {} : { expected_updated_at: at };
}

/** A catalogue list with search, sort and paging, and create/edit/delete in dialogs. */
export function CrudTable<T extends { id: number; name: string }>(config: CrudConfig<T>) {
  const [query, setQuery] = useState(initialQuery(config.defaultSort));
  const [editing, setEditing] = useState<Editing<T> | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const save = useAdminWrite(
    ({ id, body }: { id: number | null; body: Body }) =>
      id === null ? config.create(body) : config.update(id, body),
    config.savedRow,
  );
  const [forcing, setForcing] = useState(false);
  const remove = useAdminWrite(({ row, force }: { row: T; force: boolean }) => config.remove(row, force));
  const closeDelete = () => {
    setDeleting(null);
    setForcing(false);
  };
  const page = applyTable(config.list.data ?? [], query, config.searchText);
  const afterDelete = useRowFocusAfterDelete(
    config.name,
    `${config.name}-delete`,
    page.rows.map((row) => row.id),
  );

  /**
   * After a 409: the row as stored now, from the lists read again (useAdminWrite's refresh, joined rather than
   * started anew), kept for the form's notice when it is newer than the version the save was made over.
   */
  async function readStored(edit: Editing<T>): Promise<boolean> {
    const sentOver = edit.stored ?? edit.opened;
    const { data, isError } = await config.list.refetch({ cancelRefetch: false });
    const now = data?.find((row) => row.id === sentOver.id);
    if (isError || !now || versionOf(now) === versionOf(sentOver)) return false;
    // Only into the same form still open: Batal may have closed it while the lists were read.
    setEditing((current) =>
      current !== null && current !== 'new' && current.opened === edit.opened
        ? { ...current, stored: now }
        : current,
    );
    return true;
  }

  return (
    <>
      <DataTable
        ref={afterDelete.table}
        name={config.name}
        columns={config.columns}
        rows={page.rows}
        rowKey={(row) => row.id}
        query={{ ...query, page: page.page }}
        onQuery={setQuery}
        onSort={(key) => setQuery(toggleSort(query, key))}
        total={page.total}
        pages={page.pages}
        loading={config.list.isPending}
        offline={missingOffline(config.list)}
        error={config.list.isError}
        onRetry={() => void config.list.refetch()}
        searchLabel={`Cari ${config.noun}`}
        toolbar={
          <div className="flex flex-wrap gap-2">
            {config.toolbar}
            <Button data-testid={`${config.name}-add`} onClick={() => setEditing('new')}>
              + Tambah {config.noun}
            </Button>
          </div>
        }
        actions={(row) => (
          <>
            {config.rowActions?.(row)}
            <Button
              variant="ghost"
              data-testid={`${config.name}-edit`}
              aria-label={`Ubah ${row.name}`}
              onClick={() => setEditing({ opened: row, stored: null })}
            >
              Ubah
            </Button>
            <Button
              variant="ghost"
              className="text-red-700!"
              data-testid={`${config.name}-delete`}
              aria-label={`Hapus ${row.name}`}
              onClick={() => setDeleting(row)}
            >
              Hapus
            </Button>
          </>
        )}
      />
      {editing && (
        <EntityDialog
          title={editing === 'new' ? `Tambah ${config.noun}` : `Ubah ${config.noun}`}
          fields={config.fields}
          initial={toValues(
            config.fields,
            editing === 'new' ? null : (editing.opened as Record<string, unknown>),
          )}
          stored={
            editing !== 'new' && editing.stored
              ? toValues(config.fields, editing.stored as Record<string, unknown>)
              : null
          }
          onClose={() => setEditing(null)}
          onSubmit={(values, confirmed) =>
            save.mutateAsync({
              id: editing === 'new' ? null : editing.opened.id,
              body: { ...toBody(config.fields, values), ...confirmed, ...expectedVersion(editing) },
            })
          }
          onConflict={editing === 'new' ? undefined : () => readStored(editing)}
          onTakeStored={() =>
            editing !== 'new' && editing.stored && setEditing({ opened: editing.stored, stored: null })
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Hapus ${config.noun} "${deleting.name}"?`}
          confirmLabel={forcing ? 'Hapus paksa' : 'Hapus'}
          busy={remove.isPending}
          onClose={closeDelete}
          onConfirm={() => {
            afterDelete.deleting(deleting.id);
            remove.mutate(
              { row: deleting, force: forcing },
              {
                onSuccess: closeDelete,
                onError: (error) => {
                  afterDelete.kept();
                  if (isConflict(error) && config.forcedDelete && !forcing) return setForcing(true);
                  toastApiError(error);
                  // Refused for good (a category that still has job types): the toast says why, the dialog
                  // has nothing left to offer. Other failures keep it open to try again.
                  if (isConflict(error)) closeDelete();
                },
              },
            );
          }}
        >
          {forcing && config.forcedDelete
            ? config.forcedDelete(deleting)
            : config.deleteConsequence(deleting)}
        </ConfirmDialog>
      )}
    </>
  );
}
