import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeApiError, operationMessage } from './api-client';
import { errorMessages } from './messages';
import { createQueryClient, retryMutationOnce, retryReadUnlessOffline } from './query-client';

// Issue #23: an action started while offline ends at once, in the browser or with a message; it never waits.

const noAnswer = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
afterEach(() => vi.restoreAllMocks());

describe('mutations while the browser is offline', () => {
  it('run at once instead of pausing until the signal returns', async () => {
    online(false);
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
    const run = vi.fn(async () => {
      throw noAnswer();
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: run });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(AxiosError);
    expect(run).toHaveBeenCalledTimes(1); // not retried: nothing is sent later behind the user's back
  });

  it('retry once after a lost answer online (SPEC.md §9), never offline', () => {
    online(true);
    expect(retryMutationOnce(0, noAnswer())).toBe(true);
    expect(retryMutationOnce(1, noAnswer())).toBe(false);
    online(false);
    expect(retryMutationOnce(0, noAnswer())).toBe(false);
  });

  it('never repeats a POST that may have been done (no Idempotency-Key), nor a request the server refused', () => {
    online(true);
    const lost = (method: string, headers: Record<string, string> = {}) =>
      new AxiosError('Network Error', 'ERR_NETWORK', { method, headers: new AxiosHeaders(headers) }, {});
    const answered = (status: number) =>
      new AxiosError(
        'Request failed',
        'ERR_BAD_RESPONSE',
        { method: 'put', headers: new AxiosHeaders() },
        {},
        {
          status,
          statusText: '',
          headers: {},
          config: { headers: new AxiosHeaders() },
          data: {},
        },
      );
    // "+10 %" on a price book, a new book: sent once only.
    expect(retryMutationOnce(0, lost('post'))).toBe(false);
    // A save the server recognises when it comes again, and writes that set a state: once more.
    expect(retryMutationOnce(0, lost('post', { 'Idempotency-Key': 'simpan-abc12345' }))).toBe(true);
    expect(retryMutationOnce(0, lost('put'))).toBe(true);
    expect(retryMutationOnce(0, lost('delete'))).toBe(true);
    expect(retryMutationOnce(0, answered(422))).toBe(false);
    expect(retryMutationOnce(0, answered(404))).toBe(false);
    expect(retryMutationOnce(0, answered(503))).toBe(true);
  });

  it('a read with a copy on the device is retried twice online, never without signal', () => {
    online(true);
    expect(retryReadUnlessOffline(1, noAnswer())).toBe(true);
    expect(retryReadUnlessOffline(2, noAnswer())).toBe(false);
    online(false);
    expect(retryReadUnlessOffline(0, noAnswer())).toBe(false);
    expect(retryReadUnlessOffline(0, new Error('500'))).toBe(true);
    // A refusal is shown at once: the same read gets the same no.
    const refused = new AxiosError(
      'Forbidden',
      'ERR_BAD_REQUEST',
      { headers: new AxiosHeaders() },
      {},
      {
        status: 403,
        statusText: '',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: {},
      },
    );
    expect(retryReadUnlessOffline(0, refused)).toBe(false);
  });

  it('say the action needs the connection when offline, and that the server is unreachable when online', () => {
    online(false);
    expect(describeApiError(noAnswer())).toEqual([errorMessages.offline]);
    expect(operationMessage(noAnswer(), 'Gagal')).toBe(errorMessages.offline);
    online(true);
    expect(describeApiError(noAnswer())).toEqual([errorMessages.noResponse]);
  });
});

describe('an answer that came while the browser was offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it("is the service worker's kept copy: stale at once, and asked again when the connection returns", async () => {
    // After a reload offline TanStack Query still takes the browser for online, and the service worker answers.
    const signal = online(false);
    const client = createQueryClient();
    client.mount();
    let price = 700;
    const read = vi.fn(async () => price);
    const observer = new QueryObserver(client, { queryKey: ['catalogue', 'bata-merah'], queryFn: read });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(700));
    expect(observer.getCurrentResult().isStale).toBe(true);

    // Back online, the admin's new price arrives without a reload, although five minutes have not passed.
    price = 900;
    signal.mockReturnValue(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(900));
    expect(read).toHaveBeenCalledTimes(2);
    // An answer from the network is fresh for its five minutes, as before.
    expect(observer.getCurrentResult().isStale).toBe(false);
    unsubscribe();
    client.unmount();
  });
});
