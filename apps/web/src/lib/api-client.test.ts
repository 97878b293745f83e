import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import {
  apiClient,
  applyStoredToken,
  describeApiError,
  onSessionExpired,
  operationMessage,
  setAuthToken,
  validationDetails,
} from './api-client';

function failure(status: number, data: unknown = {}, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, headers, config, statusText: '' } as AxiosResponse;
  return new AxiosError('failed', 'ERR', config, {}, response);
}

describe('describeApiError follows the error catalogue of SPEC.md §8', () => {
  it('401: the session ended', () => {
    expect(describeApiError(failure(401, { message: 'x' }))).toEqual([
      'Sesi Anda telah berakhir. Silakan login kembali.',
    ]);
  });

  it('403: the server message, else the default', () => {
    expect(describeApiError(failure(403, { message: 'Khusus admin' }))).toEqual(['Khusus admin']);
    expect(describeApiError(failure(403))).toEqual([
      'Anda tidak memiliki akses untuk melakukan tindakan ini.',
    ]);
  });

  it('404: the server message, else the default, or nothing when suppressed', () => {
    expect(describeApiError(failure(404, { message: 'Jenis pekerjaan tidak ditemukan.' }))).toEqual([
      'Jenis pekerjaan tidak ditemukan.',
    ]);
    expect(describeApiError(failure(404))).toEqual(['Data yang dicari tidak ditemukan.']);
    expect(describeApiError(failure(404), { suppressNotFound: true })).toEqual([]);
  });

  it('422: one message per detail as "param: msg", else the server message, else the default', () => {
    const details = [
      { param: 'volume', msg: 'Volume salah' },
      { param: 'productivity', msg: 'Produktivitas salah' },
    ];
    expect(describeApiError(failure(422, { message: 'x', details }))).toEqual([
      'volume: Volume salah',
      'productivity: Produktivitas salah',
    ]);
    expect(describeApiError(failure(422, { message: 'Tidak valid' }))).toEqual(['Tidak valid']);
    expect(describeApiError(failure(422))).toEqual(['Data yang dikirim tidak valid.']);
    expect(validationDetails(failure(422, { details }))).toEqual({
      volume: 'Volume salah',
      productivity: 'Produktivitas salah',
    });
  });

  it('422: a part of the request or a path into the data is no field a user knows: the message alone', () => {
    const restore = 'Berkas cadangan rusak atau terpotong (tidak dapat dibuka); tidak ada data yang diubah';
    const details = [
      { param: 'file', msg: restore },
      { param: 'body', msg: 'Body harus berupa JSON yang valid' },
      { param: 'divisions.0.items.2.volume', msg: 'Volume harus angka' },
      { param: 'divisions.1.items.0.volume', msg: 'Volume harus angka' },
      { param: 'default_worker_ratio', msg: 'Rasio pekerja tidak boleh 0:0' },
      { msg: 'Tanpa param' },
      { param: 'volume', msg: 'Volume pekerjaan terlalu besar' },
    ];
    expect(describeApiError(failure(422, { message: restore, details }))).toEqual([
      restore,
      'Body harus berupa JSON yang valid',
      // The same message for two lines is one toast, not two alike.
      'Volume harus angka',
      'Rasio pekerja tidak boleh 0:0',
      'Tanpa param',
      'volume: Volume pekerjaan terlalu besar',
    ]);
  });

  it('429: seconds from retry-after, else the body retryAfter, else 60', () => {
    const text = (seconds: number) => [
      `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`,
    ];
    expect(describeApiError(failure(429, { retryAfter: 30 }, { 'retry-after': '12' }))).toEqual(text(12));
    expect(describeApiError(failure(429, { retryAfter: 30 }))).toEqual(text(30));
    expect(describeApiError(failure(429))).toEqual(text(60));
  });

  it('500: never the server text', () => {
    expect(describeApiError(failure(500, { message: 'stack trace' }))).toEqual([
      'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
    ]);
  });

  it('other statuses: the server message, else unknown', () => {
    expect(describeApiError(failure(409, { message: 'Sudah ada' }))).toEqual(['Sudah ada']);
    expect(describeApiError(failure(418))).toEqual(['Terjadi kesalahan yang tidak diketahui.']);
    expect(describeApiError(failure(409, { message: 'Sudah ada' }), { suppressOther: true })).toEqual([]);
    expect(describeApiError(failure(403), { suppressOther: true })).toHaveLength(1);
  });

  it('no response and other failures', () => {
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
    expect(describeApiError(offline)).toEqual([
      'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
    ]);
    expect(describeApiError(new Error('boom'))).toEqual(['Terjadi kesalahan yang tidak diketahui.']);
  });

  it('operation messages: the server message, else the operation default', () => {
    expect(
      operationMessage(failure(400, { message: 'Jenis pekerjaan tidak aktif' }), 'Kalkulasi gagal'),
    ).toBe('Jenis pekerjaan tidak aktif');
    expect(operationMessage(failure(500), 'Kalkulasi gagal')).toBe('Kalkulasi gagal');
    expect(operationMessage(new Error('x'), 'Gagal menyimpan kalkulasi')).toBe('Gagal menyimpan kalkulasi');
  });

  it('says the server cannot be reached when no answer came back, whatever the operation', () => {
    const lost = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
    expect(operationMessage(lost, 'Login gagal')).toBe(
      'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
    );
  });
});

describe('the api client', () => {
  it('re-applies the stored bearer token on start and a _t timestamp on GET', async () => {
    localStorage.setItem('auth_token', 'abc');
    applyStoredToken();
    const seen = await apiClient.get('/jobs/categories', {
      params: { search: 'bata' },
      adapter: async (config) => ({ data: config, status: 200, statusText: 'OK', headers: {}, config }),
    });
    expect(seen.config.baseURL).toBe('/api');
    expect(seen.config.timeout).toBe(10_000);
    expect(seen.config.headers.Authorization).toBe('Bearer abc');
    expect(seen.config.params).toMatchObject({ search: 'bata', _t: expect.any(Number) });
  });

  it('sets the token with its header, and clears both', () => {
    setAuthToken('t1');
    expect(localStorage.getItem('auth_token')).toBe('t1');
    expect(apiClient.defaults.headers.common.Authorization).toBe('Bearer t1');
    setAuthToken(null);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(apiClient.defaults.headers.common.Authorization).toBeUndefined();
  });

  it('a 401 on a call that expects one (login) is an answer, not an ended session', async () => {
    const handler = vi.fn();
    onSessionExpired(handler);
    setAuthToken('kept');
    const wrongPassword = apiClient.post(
      '/auth/login',
      {},
      {
        skipSessionExpiry: true,
        adapter: async (config) => {
          throw failureWith(401, config);
        },
      },
    );
    await expect(wrongPassword).rejects.toBeInstanceOf(AxiosError);
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem('auth_token')).toBe('kept');
    setAuthToken(null);
  });

  it('clears the stored token on 401 and tells the app, redirecting unless on /login', async () => {
    const handler = vi.fn();
    onSessionExpired(handler);
    window.history.pushState({}, '', '/profile');
    setAuthToken('expired');
    const fail = (config: InternalAxiosRequestConfig) => Promise.reject(failureWith(401, config));
    await expect(apiClient.get('/auth/profile', { adapter: fail })).rejects.toBeInstanceOf(AxiosError);
    expect(handler).toHaveBeenLastCalledWith(true);
    expect(apiClient.defaults.headers.common.Authorization).toBeUndefined();

    window.history.pushState({}, '', '/login');
    localStorage.setItem('auth_token', 'expired');
    const unauthorized = apiClient.post(
      '/calculations/1',
      {},
      {
        adapter: async (config) => {
          throw failureWith(401, config);
        },
      },
    );
    await expect(unauthorized).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(handler).toHaveBeenLastCalledWith(false);
  });
});

function failureWith(status: number, config: InternalAxiosRequestConfig): AxiosError {
  const response = { status, data: {}, headers: {}, config, statusText: '' } as AxiosResponse;
  return new AxiosError('failed', 'ERR', config, {}, response);
}
