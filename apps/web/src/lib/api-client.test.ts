import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { apiClient, describeApiError, operationMessage, validationDetails } from './api-client';

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
});

describe('the api client', () => {
  it('sends the stored bearer token and a _t timestamp on GET', async () => {
    localStorage.setItem('auth_token', 'abc');
    const seen = await apiClient.get('/jobs/categories', {
      params: { search: 'bata' },
      adapter: async (config) => ({ data: config, status: 200, statusText: 'OK', headers: {}, config }),
    });
    expect(seen.config.baseURL).toBe('/api');
    expect(seen.config.timeout).toBe(10_000);
    expect(seen.config.headers.Authorization).toBe('Bearer abc');
    expect(seen.config.params).toMatchObject({ search: 'bata', _t: expect.any(Number) });
  });

  it('clears the stored token on 401', async () => {
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
  });
});

function failureWith(status: number, config: InternalAxiosRequestConfig): AxiosError {
  const response = { status, data: {}, headers: {}, config, statusText: '' } as AxiosResponse;
  return new AxiosError('failed', 'ERR', config, {}, response);
}
