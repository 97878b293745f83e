import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resetAuth, useAuth } from '../../features/auth/store';
import { fixtures } from '../../test/fixtures';
import { Shell } from './Shell';

// The banner of a temporary password: an admin's reset, or the first admin's password the server generated and
// printed in its log (no other admin set it). Its words hold for both.

function renderShell() {
  const router = createMemoryRouter(
    [{ path: '/', element: <Shell />, children: [{ index: true, element: <p>beranda</p> }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the temporary password banner', () => {
  afterEach(() => resetAuth());

  it('asks for a new password without saying an admin set it', () => {
    const firstAdmin = fixtures.user({ id: 1, username: 'admin', role: 'admin', temporary_login: true });
    useAuth.setState({ user: firstAdmin, isAuthenticated: true, loading: false });
    renderShell();
    expect(screen.getByTestId('temporary-password-banner').textContent).toBe(
      'Anda masuk dengan password sementara. Ganti password sekarang sebelum memakai fitur lain.',
    );
  });

  it('is not shown to a user with a password of their own', () => {
    useAuth.setState({ user: fixtures.user(), isAuthenticated: true, loading: false });
    renderShell();
    expect(screen.queryByTestId('temporary-password-banner')).toBeNull();
  });
});
