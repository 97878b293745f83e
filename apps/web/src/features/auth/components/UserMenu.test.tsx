import { act, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { USER_KEY } from '../../../lib/signed-in';
import { fixtures } from '../../../test/fixtures';
import { answer, renderScreen } from '../../../test/render';
import { row } from '../../calculators/rows';
import { saveResult } from '../../calculators/saved';
import { UserMenu } from './UserMenu';

// A specialised calculator's result saved offline by a signed-in user waits in the browser; the account menu, on
// every signed-in screen, sends it once the connection returns (not only on the calculator's own screen).

describe('the account menu', () => {
  it('sends the results waiting in the browser when the connection returns, whatever screen is open', async () => {
    const sent: unknown[] = [];
    renderScreen('/projects', <UserMenu user={fixtures.user()} />, (config: InternalAxiosRequestConfig) => {
      sent.push(JSON.parse(String(config.data)));
      return answer(config, { results: [] });
    });
    // Saved by the signed-in user (a guest's results go only when asked: calculators/sync-saved.ts).
    localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user()));
    // Nothing waits at first: nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);

    saveResult({
      calculator: 'bata',
      title: 'Kalkulator Bata',
      inputs: {},
      rows: [row('area', 'Luas', 13, 'm²')],
    });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ results: [expect.objectContaining({ calculator: 'bata' })] });
  });
});
