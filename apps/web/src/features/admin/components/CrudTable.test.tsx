import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { CategoriesTab } from '../tabs/CategoriesTab';
import { JobTypesTab } from '../tabs/JobTypesTab';
import { matchMediaWhere } from '../../../test/media';

// A catalogue row's Hapus (categories, job types, materials, labour rates, equipment) and its confirmation: the row
// went, and with it the button that had the focus, which fell to the page's body.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.restoreAllMocks();
});

const category = (id: number, code: string, job_type_count = 0) => ({
  id,
  code,
  name: `Kategori ${code}`,
  description: null,
  job_type_count,
});

/** The categories tab over a server that lists `rows` and deletes one, or refuses one that has job types (409). */
function openCategories(rows: ReturnType<typeof category>[]) {
  let listed = rows;
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    if (config.method !== 'delete') return answer(config, { categories: listed });
    const gone = listed.find((row) => config.url === `/jobs/categories/${row.id}`);
    if (gone?.job_type_count)
      return refuse(config, 409, { message: 'Kategori masih memiliki jenis pekerjaan' });
    listed = listed.filter((row) => row !== gone);
    return answer(config, { message: 'Kategori dihapus' });
  };
  show(<CategoriesTab />);
}

function show(tab: ReactElement) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {tab}
    </QueryClientProvider>,
  );
}

/** A phone held upright (or not): the table's rows are cards there. */
const phone = (upright: boolean) => matchMediaWhere((query) => upright && query.includes('max-width'));

const deleteOf = (name: string) => screen.getByRole('button', { name: `Hapus ${name}` });

/** Hapus on the row `name` from the keyboard, then the confirmation's Hapus. */
async function askToDelete(name: string) {
  const button = await screen.findByRole('button', { name: `Hapus ${name}` });
  button.focus();
  fireEvent.click(button);
  fireEvent.click(screen.getByTestId('confirm-accept'));
}

const gone = (name: string) =>
  vi.waitFor(() => expect(screen.queryByRole('button', { name: `Hapus ${name}` })).toBeNull());

describe('the focus after deleting a catalogue row', () => {
  it.each([
    ['a table', false],
    ['cards on a phone', true],
  ])("goes to the next row's Hapus, in %s", async (_, upright) => {
    phone(upright);
    openCategories([category(1, 'A'), category(2, 'B'), category(3, 'C')]);
    await askToDelete('Kategori A');
    expect(screen.getByTestId('categories-table').tagName).toBe(upright ? 'UL' : 'TABLE');
    await gone('Kategori A');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('Kategori B')));
  });

  it("goes to the previous row's Hapus when the last row was deleted", async () => {
    openCategories([category(1, 'A'), category(2, 'B')]);
    await askToDelete('Kategori B');
    await gone('Kategori B');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('Kategori A')));
  });

  it('goes to the search when no row is left', async () => {
    openCategories([category(1, 'A')]);
    await askToDelete('Kategori A');
    await screen.findByText('Tidak ada data');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('categories-search')));
  });

  it('stays on the Hapus of a row the server refused to delete', async () => {
    openCategories([category(1, 'A', 2), category(2, 'B')]);
    await askToDelete('Kategori A');
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(document.activeElement).toBe(deleteOf('Kategori A'));
  });

  it("goes to the next row's Hapus after a forced delete (a job type in use)", async () => {
    const jobType = (id: number, code: string) => ({
      id,
      code,
      name: `Pekerjaan ${code}`,
      category_id: 1,
      category_name: 'Beton',
      unit: 'm3',
      default_productivity: 2,
    });
    let listed = [jobType(1, 'A.1'), jobType(2, 'A.2')];
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.url === '/jobs/categories')
        return answer(config, { categories: [{ id: 1, code: 'BETON', name: 'Beton', description: null }] });
      if (config.url === '/jobs/types/1') return answer(config, { job_types: listed });
      if (config.url === '/jobs/type/1') return refuse(config, 409, { message: 'dipakai', projects: 1 });
      listed = listed.filter((row) => row.id !== 1);
      return answer(config, { message: 'Jenis pekerjaan dihapus' });
    };
    show(<JobTypesTab />);
    await askToDelete('Pekerjaan A.1');
    await screen.findByTestId('forced-delete-note');
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await gone('Pekerjaan A.1');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('Pekerjaan A.2')));
    expect(within(screen.getByTestId('job-types-table')).getAllByTestId('job-types-row')).toHaveLength(1);
  });
});
