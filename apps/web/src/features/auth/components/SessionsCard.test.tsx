import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionsCard } from './SessionsCard';

function renderCard() {
  const router = createMemoryRouter([{ path: '*', element: <SessionsCard /> }], {
    initialEntries: ['/profile'],
  });
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByTestId('logout-everywhere'));
}

describe('Keluar dari semua perangkat', () => {
  afterEach(() => localStorage.clear());

  it('warns, before it is confirmed, that unsaved project changes leave this device', () => {
    localStorage.setItem('project_draft_5', '{"divisions":[]}');
    renderCard();
    expect(screen.getByTestId('logout-everywhere-unsaved').textContent).toContain(
      'belum disimpan ke akun akan dihapus',
    );
  });

  it('says nothing of projects when none has unsaved changes', () => {
    renderCard();
    expect(screen.getByTestId('logout-everywhere-confirm')).toBeTruthy();
    expect(screen.queryByTestId('logout-everywhere-unsaved')).toBeNull();
  });
});
