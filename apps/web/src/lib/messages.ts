import { authMessages } from '@kalkulator/core';

// The texts every first screen may show: the connection, errors, accounts. A screen's own toasts are in
// toast-messages.ts, loaded with the screens that show them.

/** The connection banner and the new-version prompt. */
export const connectionMessages = {
  offline:
    'Kalkulator tetap dapat dipakai dengan katalog yang terakhir dimuat; hasil disimpan di browser ini.',
  backOnline: (count: number) =>
    `Kembali online. ${count} kalkulasi tersimpan di browser ini dan dapat disinkronkan ke akun Anda.`,
  newVersion: 'Versi baru Kalkulator Konstruksi tersedia.',
  jobTypeNotCached:
    'Anda sedang offline dan jenis pekerjaan ini belum pernah dibuka saat online, jadi datanya belum tersimpan di perangkat. Buka lagi setelah terhubung, atau pilih pekerjaan yang pernah dibuka.',
  categoryNotCached:
    'Anda sedang offline dan kategori ini belum pernah dibuka saat online, jadi daftarnya belum tersimpan di perangkat. Buka lagi setelah terhubung, atau pilih kategori yang pernah dibuka.',
  historyOffline:
    'Anda sedang offline: kalkulasi yang tersimpan di akun tampil lagi begitu terhubung. Kalkulasi di browser ini tetap dapat dibuka.',
  adminOffline:
    'Anda sedang offline dan data ini belum dimuat saat online. Buka lagi setelah terhubung; perubahan katalog memerlukan koneksi internet.',
  reload: 'Muat ulang',
} as const;

/** SPEC.md §8 error catalogue. */
export const errorMessages = {
  unauthorized: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk melakukan tindakan ini.',
  notFound: 'Data yang dicari tidak ditemukan.',
  invalid: 'Data yang dikirim tidak valid.',
  tooManyRequests: (seconds: number) =>
    `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`,
  server: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.',
  unknown: 'Terjadi kesalahan yang tidak diketahui.',
  noResponse: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.',
  offline: 'Anda sedang offline. Tindakan ini memerlukan koneksi internet; coba lagi setelah tersambung.',
} as const;

/** Account toasts and texts (SPEC.md §8: login, register, profile, password, logout). */
export const authToasts = {
  welcome: (name: string) => `Selamat datang, ${name}!`,
  registered: (name: string) => `Registrasi berhasil! Selamat datang, ${name}.`,
  loginFailed: 'Login gagal',
  registerFailed: 'Registrasi gagal',
  profileUpdated: 'Profil berhasil diperbarui',
  profileFailed: 'Gagal memperbarui profil',
  passwordChanged: 'Password berhasil diubah',
  passwordFailed: 'Gagal mengubah password',
  loggedOut: 'Anda telah keluar.',
  unsavedProjectsLeave:
    'Perubahan proyek yang belum disimpan ke akun akan dihapus dari perangkat ini. Simpan dulu bila masih diperlukan.',
  logoutUnsavedProjects:
    'Ada perubahan proyek yang belum disimpan ke akun. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?',
  logoutEverywhereFailed: 'Gagal keluar dari semua perangkat',
  passwordMismatch: authMessages.passwordMismatch,
  noAccess: 'Anda tidak memiliki akses',
} as const;
