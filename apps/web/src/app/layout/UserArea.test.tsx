import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@kalkulator/core';
import { resetAuth, useAuth } from '../../features/auth/store';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';

const person = (role: User['role']): User => ({
  id: role === 'admin' ? 1 : 2,
  username: role === 'admin' ? 'admin_e2e' : 'budi',
  email: `${role}@contoh.com`,
  full_name: role === 'admin' ? '' : 'Budi Santoso',
  role,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
});

function renderShellParts() {
  const element = (
    <>
      <TopBar onOpenMenu={vi.fn()} />
      <MobileMenu open onClose={vi.fn()} />
    </>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] })} />);
}

const adminLinks = () => [
  screen.queryByTestId('nav-admin'),
  screen.queryByTestId('mobile-nav-admin'),
  screen.queryByTestId('menu-admin'),
];

describe('the user area (SPEC.md §2)', () => {
  beforeEach(() => resetAuth());

  it('while the session is checked: a skeleton, neither guest links nor admin links', () => {
    renderShellParts();
    expect(screen.getAllByTestId('user-area-loading').length).toBeGreaterThan(0);
    expect(screen.queryByText('Masuk')).toBeNull();
    expect(screen.queryByText('Daftar')).toBeNull();
    expect(screen.queryByTestId('user-menu-button')).toBeNull();
    expect(adminLinks()).toEqual([null, null, null]);
  });

  it('guests see Masuk and Daftar and no admin links', () => {
    useAuth.setState({ loading: false });
    renderShellParts();
    expect(screen.getAllByText('Masuk').map((link) => link.getAttribute('href'))).toContain('/login');
    expect(screen.getAllByText('Daftar').map((link) => link.getAttribute('href'))).toContain('/register');
    expect(screen.queryByTestId('user-menu-button')).toBeNull();
    expect(adminLinks()).toEqual([null, null, null]);
  });

  it('a user sees initials, the display name and Profil/Keluar, but no admin link anywhere', async () => {
    useAuth.getState().setSession('t', person('user'));
    renderShellParts();
    // The account menu is its own chunk: it appears once loaded.
    const button = await screen.findByTestId('user-menu-button');
    expect(within(button).getByTestId('user-initials').textContent).toBe('BS');
    expect(within(button).getByTestId('user-display-name').textContent).toBe('Budi Santoso');
    fireEvent.click(button);
    const menu = screen.getByTestId('user-menu');
    expect(within(menu).getByText('Profil')).toBeTruthy();
    expect(within(menu).getByTestId('logout-button').textContent).toContain('Keluar');
    expect(adminLinks()).toEqual([null, null, null]);
    expect(screen.queryByText('Masuk')).toBeNull();
  });

  it('an admin sees Admin in the bar, Admin/Panel administrasi in the menu and Admin Panel in the dropdown', async () => {
    useAuth.getState().setSession('t', person('admin'));
    renderShellParts();
    // No full name: the username is the display name.
    expect((await screen.findByTestId('user-display-name')).textContent).toBe('admin_e2e');
    fireEvent.click(screen.getByTestId('user-menu-button'));
    const [bar, mobile, dropdown] = adminLinks();
    expect(bar?.textContent).toBe('Admin');
    expect(bar?.getAttribute('href')).toBe('/admin');
    expect(mobile?.textContent).toBe('AdminPanel administrasi');
    expect(dropdown?.textContent).toContain('Admin Panel');
  });

  it('asks before a logout takes project changes not yet saved to the account off the device', async () => {
    useAuth.getState().setSession('t', person('user'));
    localStorage.setItem('project_draft_5', '{"divisions":[]}');
    const confirm = vi.spyOn(window, 'confirm');
    renderShellParts();
    fireEvent.click(await screen.findByTestId('user-menu-button'));
    fireEvent.click(within(screen.getByTestId('user-menu')).getByTestId('logout-button'));
    // The app's own dialog, not the browser's: it names what would be lost, and "Batal" keeps the session.
    const dialog = await screen.findByTestId('confirm-dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByTestId('confirm-consequence').textContent).toContain('belum disimpan ke akun');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    // Focus back on the account menu's button, not lost with the closed menu.
    expect(document.activeElement).toBe(screen.getByTestId('user-menu-button'));
    expect(useAuth.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('project_draft_5')).not.toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
    localStorage.removeItem('project_draft_5');
  });
});
