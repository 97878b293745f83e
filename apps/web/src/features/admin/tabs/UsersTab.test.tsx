import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { useAuth } from '../../auth';
import { UsersTab } from './UsersTab';

const users = [
  {
    id: 1,
    username: 'admin',
    full_name: 'Admin',
    email: 'admin@kalkulator.local',
    role: 'admin',
    disabled: false,
  },
  {
    id: 2,
    username: 'budi',
    full_name: 'Budi Santoso',
    email: 'budi@contoh.id',
    role: 'user',
    disabled: false,
  },
];

let writes: string[];
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  writes = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const reply = (data: unknown) =>
      Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);
    if (config.method !== 'get') {
      const body = config.data ? ` ${config.data as string}` : '';
      writes.push(`${config.method?.toUpperCase()} ${config.url}${body}`);
      return reply({ message: 'Pengguna diperbarui', password: 'Sementara-12' });
    }
    if (config.url === '/auth/users/audit') return reply({ audit: [] });
    return reply({ users, pagination: { page: 1, limit: 100, total: 2, pages: 1 } });
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

async function renderBudi() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <UsersTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
