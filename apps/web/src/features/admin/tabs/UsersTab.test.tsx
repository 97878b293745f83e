import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { refuse } from '../../../test/render';
import { useAuth } from '../../auth';
import { UsersTab } from './UsersTab';
import { matchMediaWhere } from '../../../test/media';

const admin = {
  id: 1,
  username: 'admin',
  full_name: 'Admin',
  email: 'admin@kalkulator.local',
  role: 'admin',
  disabled: false,
};
const user = (id: number, username: string) => ({
  id,
  username,
  full_name: username,
  email: `${username}@contoh.id`,
  role: 'user',
  disabled: false,
});

const users = [admin, { ...user(2, 'budi'), full_name: 'Budi Santoso' }];

let writes: string[];
/** The accounts the server lists now: a DELETE takes one away. */
let listed: (typeof admin)[];
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  writes = [];
  listed = users;
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const reply = (data: unknown) =>
      Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);
    if (config.method !== 'get') {
      const body = config.data ? ` ${config.data as string}` : '';
      writes.push(`${config.method?.toUpperCase()} ${config.url}${body}`);
      if (config.method === 'delete') listed = listed.filter((row) => `/auth/users/${row.id}` !== config.url);
      return reply({ message: 'Pengguna diperbarui', password: 'Sementara-12' });
    }
    if (config.url === '/auth/users/audit') return reply({ audit: [] });
    return reply({ users: listed, pagination: { page: 1, limit: 100, total: listed.length, pages: 1 } });
  };
  useAuth.setState({
    user: fixtures.user({ id: 1, username: 'admin', role: 'admin' }),
    isAuthenticated: true,
  });
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  useAuth.setState({ user: null, isAuthenticated: false, loading: false });
});

function renderUsers() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function renderBudi() {
  renderUsers();
  const row = (await screen.findAllByTestId('users-row')).find((candidate) =>
    candidate.textContent?.includes('budi'),
  );
  if (!row) throw new Error('budi is not listed');
  return row;
}

describe('the users tab', () => {
  it('asks before disabling an account, saying its sessions end, and sends nothing on Batal', async () => {
    const budi = await renderBudi();
    fireEvent.click(within(budi).getByTestId('user-toggle'));
    expect(screen.getByRole('dialog', { name: 'Nonaktifkan budi?' })).toBeTruthy();
    expect(screen.getByTestId('confirm-consequence').textContent).toContain(
      'Semua sesi budi berakhir saat ini juga',
    );
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(writes).toEqual([]);

    fireEvent.click(within(budi).getByTestId('user-toggle'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await vi.waitFor(() => expect(writes).toEqual(['PATCH /auth/users/2 {"disabled":true}']));
  });

  it('asks before replacing a password, then shows the temporary one once', async () => {
    const budi = await renderBudi();
    fireEvent.click(within(budi).getByTestId('user-temporary-password'));
    expect(screen.getByTestId('confirm-consequence').textContent).toContain(
      'Password budi saat ini diganti dengan password sementara',
    );
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect((await screen.findByTestId('user-password')).textContent).toBe('Sementara-12');
    expect(writes).toEqual(['POST /auth/users/2/temporary-password']);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('names the roles in Indonesian and still sends user or admin', async () => {
    const budi = await renderBudi();
    const role = within(budi).getByTestId('user-role') as HTMLSelectElement;
    expect([...role.options].map((option) => [option.value, option.textContent])).toEqual([
      ['user', 'Pengguna'],
      ['admin', 'Admin'],
    ]);
    fireEvent.change(role, { target: { value: 'admin' } });
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await vi.waitFor(() => expect(writes).toEqual(['PATCH /auth/users/2 {"role":"admin"}']));
  });
});

/** A phone held upright (or not): the table's rows are cards there. */
const phone = (upright: boolean) => matchMediaWhere((query) => upright && query.includes('max-width'));

/** The Hapus of `username`'s row. */
const deleteOf = (username: string) => screen.getByRole('button', { name: `Hapus ${username}` });

/** Hapus on `username`'s row from the keyboard, then "Hapus pengguna"; resolves once the row has gone. */
async function deleteUser(username: string) {
  const button = deleteOf(username);
  button.focus();
  fireEvent.click(button);
  fireEvent.click(screen.getByTestId('confirm-accept'));
  await vi.waitFor(() =>
    expect(screen.getAllByTestId('users-row').some((row) => row.textContent?.includes(username))).toBe(false),
  );
  expect(screen.queryByTestId('confirm-dialog')).toBeNull();
}

// The deleted account's row goes, and with it the Hapus that had the focus: the focus fell to the page's body.
describe('the focus after deleting an account', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['a table', false],
    ['cards on a phone', true],
  ])("goes to the next row's Hapus, in %s", async (_, upright) => {
    phone(upright);
    listed = [admin, user(2, 'budi'), user(3, 'citra'), user(4, 'dodi')];
    renderUsers();
    await screen.findAllByTestId('users-row');
    expect(screen.getByTestId('users-table').tagName).toBe(upright ? 'UL' : 'TABLE');
    await deleteUser('budi');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('citra')));
  });

  it("goes to the previous row's Hapus when the last row was deleted", async () => {
    listed = [admin, user(2, 'budi'), user(3, 'citra')];
    renderUsers();
    await screen.findAllByTestId('users-row');
    await deleteUser('citra');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('budi')));
  });

  it("skips one's own account, which has no Hapus, to the row after it", async () => {
    // Listed by username: abdi, admin, citra.
    listed = [user(2, 'abdi'), admin, user(3, 'citra')];
    renderUsers();
    await screen.findAllByTestId('users-row');
    await deleteUser('abdi');
    await vi.waitFor(() => expect(document.activeElement).toBe(deleteOf('citra')));
  });

  it('goes to the search when no other account can be deleted', async () => {
    listed = [admin, user(2, 'budi')];
    renderUsers();
    await screen.findAllByTestId('users-row');
    await deleteUser('budi');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('users-search')));
  });

  it('stays where it was when the delete fails', async () => {
    listed = [admin, user(2, 'budi'), user(3, 'citra')];
    const adapter = apiClient.defaults.adapter as (
      config: InternalAxiosRequestConfig,
    ) => Promise<AxiosResponse>;
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) =>
      config.method === 'delete' ? refuse(config, 500, { message: 'Server error' }) : adapter(config);
    renderUsers();
    await screen.findAllByTestId('users-row');
    deleteOf('budi').focus();
    fireEvent.click(deleteOf('budi'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await vi.waitFor(() => expect(screen.getByTestId('confirm-accept').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(document.activeElement).toBe(deleteOf('budi'));
  });
});
