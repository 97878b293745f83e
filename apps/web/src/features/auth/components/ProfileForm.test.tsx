import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { ProfileForm } from './ProfileForm';

// "Simpan perubahan" of the profile: with nothing changed there is nothing to send, and no message under
// "Nama lengkap" as if the name were wrong.

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));

const sari = fixtures.user();
const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

function renderForm() {
  const sent = vi.fn();
  apiClient.defaults.adapter = (config) => {
    sent(config.url);
    return Promise.reject(new Error('no call expected'));
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm user={sari} />
    </QueryClientProvider>,
  );
  return sent;
}

const save = () => screen.getByTestId('profile-save') as HTMLButtonElement;
/** Idle as the app's buttons are: aria-disabled, never `disabled` (which would drop the focus to the page). */
const idle = () => save().getAttribute('aria-disabled') === 'true' && !save().disabled;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the profile form', () => {
  it('keeps Simpan idle while nothing differs from the saved profile', () => {
    const sent = renderForm();
    expect(idle()).toBe(true);
    fireEvent.click(save());
    // Enter in a field neither.
    fireEvent.submit(save().form!);
    expect(screen.queryByTestId('error-full_name')).toBeNull();
    expect(sent).not.toHaveBeenCalled();

    type('profile-full_name', 'Sari Wulandari Putri');
    expect(save().getAttribute('aria-disabled')).toBe('false');
    // Back to the saved name (spaces around it are not a change): idle again.
    type('profile-full_name', ' Sari Wulandari ');
    expect(idle()).toBe(true);
  });
});
