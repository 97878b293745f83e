import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
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

describe('the focus between pages', () => {
  afterEach(() => resetAuth());

  function renderPages() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            {
              index: true,
              element: (
                <>
                  <h1>Beranda</h1>
                  <Link to="/history">Buka history</Link>
                  <Link to="/login">Masuk</Link>
                </>
              ),
            },
            { path: 'history', element: <h1>History</h1> },
            // A page that opens with the focus in its own field.
            { path: 'login', element: <input aria-label="Username" autoFocus /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('leaves the first page as the browser opened it, then moves to the main content on each move', async () => {
    const router = renderPages();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('link', { name: 'Buka history' }));
    await screen.findByRole('heading', { name: 'History' });
    expect(document.activeElement).toBe(screen.getByRole('main'));

    // The query alone (a search typed, a page turned) is no move: the focus stays where it is.
    const brand = screen.getAllByRole('link', { name: /Kalkulator/ })[0]!;
    brand.focus();
    await act(() => router.navigate('/history?search=bata'));
    expect(document.activeElement).toBe(brand);
  });

  it('opens a new page at its top, but leaves a query change and Back where they are', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderPages();
    fireEvent.click(screen.getByRole('link', { name: 'Buka history' }));
    await screen.findByRole('heading', { name: 'History' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0 });
    await act(() => router.navigate('/history?search=bata'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Beranda' });
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });

  it('leaves the focus in a field the new page put it in', async () => {
    const router = renderPages();
    await act(() => router.navigate('/login'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
  });

  it('offers "Lewati ke konten utama" first, which focuses the main content', () => {
    renderPages();
    const skip = screen.getByRole('link', { name: 'Lewati ke konten utama' });
    expect(document.querySelector('a[href], button, input, select, textarea, [tabindex="0"]')).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
