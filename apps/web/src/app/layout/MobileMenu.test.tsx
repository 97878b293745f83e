import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { resetAuth, useAuth } from '../../features/auth/store';
import { fixtures } from '../../test/fixtures';
import { MobileMenu } from './MobileMenu';

function Location() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <p data-testid="location-state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderMenu() {
  const onClose = vi.fn();
  const element = (
    <>
      <MobileMenu open onClose={onClose} />
      <Location />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/history'] });
  render(<RouterProvider router={router} />);
  return onClose;
}

const location = () => screen.getByTestId('location').textContent;

describe('the mobile menu (SPEC.md §2)', () => {
  it('ignores a blank search and searches the trimmed text', () => {
    const onClose = renderMenu();
    const search = screen.getByTestId('mobile-search') as HTMLInputElement;
    expect(search.placeholder).toBe('Cari kategori atau pekerjaan...');

    fireEvent.change(search, { target: { value: '   ' } });
    fireEvent.submit(search.form!);
    expect(location()).toBe('/history');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(search, { target: { value: '  dinding bata ' } });
    fireEvent.submit(search.form!);
    expect(location()).toBe('/?search=dinding%20bata');
    expect(onClose).toHaveBeenCalled();
  });

  it('lists the sections with their subtitles and expands the calculators', () => {
    renderMenu();
    expect(screen.getByText('Kategori pekerjaan konstruksi')).toBeTruthy();
    expect(screen.getByText('Riwayat perhitungan Anda')).toBeTruthy();
    expect(
      screen.getByText('Kalkulator ini dapat digunakan langsung tanpa registrasi atau login.'),
    ).toBeTruthy();
    expect(screen.queryByText('Kalkulator Panjang')).toBeNull();
    fireEvent.click(screen.getByText('Kalkulator panjang, luas, dan volume'));
    const link = (label: string) => screen.queryByText(label)?.closest('a')?.getAttribute('href');
    expect(link('Kalkulator Panjang')).toBe('/length-calculator');
    expect(screen.getByText(/Konversi mm, cm, m, km/)).toBeTruthy();
    expect(link('Kalkulator Footplate')).toBeUndefined();

    // Each section opens and closes on its own.
    fireEvent.click(screen.getByTestId('submenu-section-struktur'));
    expect(link('Kalkulator Footplate')).toBe('/footplate-calculator');
    expect(link('Kalkulator Struktur')).toBe('/beam-calculator');
    expect(link('Kalkulator Panjang')).toBe('/length-calculator');
    fireEvent.click(screen.getByTestId('submenu-section-ukuran'));
    expect(link('Kalkulator Panjang')).toBeUndefined();
    expect(link('Kalkulator Footplate')).toBe('/footplate-calculator');
    expect(screen.getByTestId('submenu-section-ukuran').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByTestId('submenu-section-pasangan'));
    expect(link('Kalkulator Bata')).toBe('/brick-calculator');

    fireEvent.click(screen.getByText('Kalkulator panjang, luas, dan volume'));
    expect(screen.queryByText('Kalkulator Footplate')).toBeNull();
  });

  it('names the calculators button by its words, without the ▾ drawn beside them', () => {
    renderMenu();
    // jsdom joins the two lines without the space a browser puts between blocks.
    const button = screen.getByRole('button', { name: /^Kalkulator ?Kalkulator panjang, luas, dan volume$/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('tells guests, not logged-in users, that no account is needed', () => {
    resetAuth();
    useAuth.setState({ user: fixtures.user() });
    try {
      renderMenu();
      expect(screen.getByText('Riwayat perhitungan Anda')).toBeTruthy();
      expect(
        screen.queryByText('Kalkulator ini dapat digunakan langsung tanpa registrasi atau login.'),
      ).toBeNull();
    } finally {
      resetAuth();
    }
  });

  describe('for a guest', () => {
    afterEach(resetAuth);

    it('Masuk and Daftar come back to the page the menu was opened on', () => {
      useAuth.setState({ isAuthenticated: false, loading: false, user: null });
      renderMenu();
      fireEvent.click(screen.getByTestId('mobile-register-link'));
      expect(location()).toBe('/register');
      expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
        from: '/history',
      });
    });
  });
});
