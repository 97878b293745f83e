import type { ValidationDetail } from '@kalkulator/core';

// Typed errors thrown by routes and services; plugins/errors.ts turns them into `{ message, details? }`.

export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: ValidationDetail[] | undefined;

  constructor(statusCode: number, message: string, details?: ValidationDetail[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

export class ValidationError extends HttpError {
  constructor(details: ValidationDetail[], message = 'Data yang dikirim tidak valid.') {
    super(422, message, details);
    this.name = 'ValidationError';
  }
}

/** The Indonesian texts of the API's own errors. */
export const errorMessages = {
  invalidInput: 'Data yang dikirim tidak valid.',
  invalidJson: 'Format JSON tidak valid.',
  jsonOnly: 'Data harus dikirim sebagai JSON (Content-Type: application/json).',
  nulCharacter: 'Teks tidak boleh berisi karakter kosong (NUL, \\u0000).',
  payloadTooLarge: 'Data yang dikirim terlalu besar.',
  routeNotFound: 'Alamat API tidak ditemukan.',
  pageNotFound: 'Halaman tidak ditemukan.',
  server: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  tooManyRequests: (seconds: number) =>
    `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`,
  categoryNotFound: 'Kategori pekerjaan tidak ditemukan.',
  jobTypeNotFound: 'Jenis pekerjaan tidak ditemukan.',
  invalidId: 'ID harus berupa bilangan bulat positif.',
} as const;
