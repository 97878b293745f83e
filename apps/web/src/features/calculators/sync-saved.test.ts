import { QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { USER_KEY } from '../../lib/signed-in';
import { fixtures } from '../../test/fixtures';
import { answer } from '../../test/render';
import { row, type SavedResult } from './rows';
import { listAllSavedResults, saveResult } from './saved';
import { sendSavedResults } from './sync-saved';

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const signIn = (id: number | null) =>
  id === null
    ? localStorage.removeItem(USER_KEY)
    : localStorage.setItem(USER_KEY, JSON.stringify(fixtures.user({ id })));

const save = (calculator: string, value: number) =>
  saveResult({ calculator, title: calculator, inputs: {}, rows: [row('a', 'Luas', value, 'm²')] })[0]!;

/** The account: keeps what is sent, answering each with an id; `posts` holds each request's results. */
function account() {
  const posts: SavedResult[][] = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const sent = (JSON.parse(String(config.data)) as { results: SavedResult[] }).results;
    posts.push(sent);
    return answer(config, { results: sent.map((item, index) => ({ id: index + 1, local_id: item.id })) });
  };
  return posts;
}

describe('sendSavedResults', () => {
  it('sends once when the account menu and a calculator screen both send as the connection returns', async () => {
    signIn(7);
    const saved = save('bata', 13);
    const posts = account();
    const client = new QueryClient();
    const both = await Promise.all([sendSavedResults(client), sendSavedResults(client)]);
    expect(posts).toHaveLength(1);
    expect(both).toEqual([[saved.id], [saved.id]]);
    expect(listAllSavedResults()).toEqual([]);
    // A later send is a request of its own again (nothing waits now: none is needed).
    save('bata', 4);
    await sendSavedResults(client);
    expect(posts).toHaveLength(2);
  });

  // A guest's results moved into the first account to log in without a word: on a shared device, somebody else's.
  it("sends a guest's results only when asked, and only the calculator's they were asked on", async () => {
    signIn(null);
    const guestBrick = save('bata', 13);
    const guestFooting = save('footplate', 2);
    signIn(7);
    const own = save('bata', 5);
    const posts = account();
    const client = new QueryClient();

    expect(await sendSavedResults(client)).toEqual([own.id]);
    expect(posts.at(-1)!.map((item) => item.id)).toEqual([own.id]);
    expect(listAllSavedResults().map((item) => item.id)).toEqual([guestFooting.id, guestBrick.id]);

    expect(await sendSavedResults(client, { guestOf: 'bata' })).toEqual([guestBrick.id]);
    expect(listAllSavedResults().map((item) => item.id)).toEqual([guestFooting.id]);
  });

  it("sends the guest's results asked for after a send of the account's own that was under way", async () => {
    signIn(null);
    const guest = save('bata', 13);
    signIn(7);
    const own = save('bata', 5);
    const posts = account();
    const client = new QueryClient();
    const [plain, asked] = await Promise.all([
      sendSavedResults(client),
      sendSavedResults(client, { guestOf: 'bata' }),
    ]);
    expect(plain).toEqual([own.id]);
    expect(asked).toEqual([guest.id]);
    expect(posts.map((sent) => sent.map((item) => item.id))).toEqual([[own.id], [guest.id]]);
  });
});
