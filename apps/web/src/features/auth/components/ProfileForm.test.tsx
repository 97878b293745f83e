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
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the profile form', () => {
  it('keeps Simpan disabled while nothing differs from the saved profile', () => {
    const sent = renderForm();
    expect(save().disabled).toBe(true);
    fireEvent.click(save());
    expect(screen.queryByTestId('error-full_name')).toBeNull();
    expect(sent).not.toHaveBeenCalled();

    type('profile-full_name', 'Sari Wulandari Putri');
    expect(save().disabled).toBe(false);
    // Back to the saved name (spaces around it are not a change): disabled again.
    type('profile-full_name', ' Sari Wulandari ');
    expect(save().disabled).toBe(true);
  });
});
