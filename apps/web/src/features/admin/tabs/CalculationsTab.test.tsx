import { fireEvent, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, renderScreen } from '../../../test/render';
import { CalculationsTab } from './CalculationsTab';

// A calculation's Hapus and its confirmation: the row went, and with it the button that had the focus, which fell
// to the page's body.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const calculation = (id: number, project_name: string) => ({
  id,
  created_at: '2025-01-0' + id + 'T08:00:00Z',
  project_name,
  job_type_name: 'Pasangan bata',
  username: 'budi',
  total_rab: 1_000_000,
});

/** The tab over a server that lists `rows` (as the server sorts them) and deletes one. */
function open(rows: ReturnType<typeof calculation>[]) {
  let listed = rows;
  renderScreen('/admin', <CalculationsTab />, (config: InternalAxiosRequestConfig) => {
    if (config.url === '/auth/users') return answer(config, { users: [], pagination: { pages: 1 } });
    if (config.method === 'delete') {
      listed = listed.filter((row) => config.url !== `/calculations/admin/${row.id}`);
      return answer(config, { message: 'Kalkulasi dihapus' });
    }
    return answer(config, {
      calculations: listed,
      pagination: { page: 1, limit: 20, total: listed.length, pages: 1 },
    });
  });
}

const deleteOf = (name: string) => screen.getByRole('button', { name: `Hapus ${name}` });

/** Hapus on the row `name` from the keyboard, then the confirmation's Hapus; resolves once the row has gone. */
async function deleteRow(name: string) {
  const button = await screen.findByRole('button', { name: `Hapus ${name}` });
  button.focus();
  fireEvent.click(button);
  fireEvent.click(screen.getByTestId('confirm-accept'));
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: `Hapus ${name}` })).toBeNull());
}

describe('the focus after deleting a calculation', () => {
  it("goes to the next row's Hapus", async () => {
    open([calculation(1, 'Rumah A'), calculation(2, 'Rumah B'), calculation(3, 'Rumah C')]);
    await deleteRow('Rumah A');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('Rumah B')));
  });

  it("goes to the previous row's Hapus when the last row was deleted", async () => {
    open([calculation(1, 'Rumah A'), calculation(2, 'Rumah B')]);
    await deleteRow('Rumah B');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('Rumah A')));
  });

  it('goes to the search when no row is left', async () => {
    open([calculation(1, 'Rumah A')]);
    await deleteRow('Rumah A');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('calculations-search')));
  });
});
