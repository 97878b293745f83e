import { QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { answer } from '../../test/render';
import { row } from './rows';
import { listAllSavedResults, saveResult } from './saved';
import { sendSavedResults } from './sync-saved';

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

describe('sendSavedResults', () => {
  it('sends once when the account menu and a calculator screen both send as the connection returns', async () => {
    const [saved] = saveResult({
      calculator: 'bata',
      title: 'Kalkulator Bata',
      inputs: {},
      rows: [row('a', 'Luas', 13, 'm²')],
    });
    let posts = 0;
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      posts += 1;
      return answer(config, { results: [{ id: 1, local_id: saved!.id }] });
    };
    const client = new QueryClient();
    const both = await Promise.all([sendSavedResults(client), sendSavedResults(client)]);
    expect(posts).toBe(1);
    expect(both).toEqual([[saved!.id], [saved!.id]]);
    expect(listAllSavedResults()).toEqual([]);
    // A later send is a request of its own again (nothing waits now: none is needed).
    saveResult({
      calculator: 'bata',
      title: 'Kalkulator Bata',
      inputs: {},
      rows: [row('a', 'Luas', 4, 'm²')],
    });
    await sendSavedResults(client);
    expect(posts).toBe(2);
  });
});
