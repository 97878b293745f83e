import { listWithDan } from '../format/format';

// Every Indonesian text of accounts, for the API and the web forms.

/** Typed by the admin before every other account is deleted; DELETE /auth/clear-all-users takes it as confirm_clear. */
export const CONFIRM_CLEAR_USERS = 'HAPUS SEMUA PENGGUNA';

export const authMessages = {
  usernameRequired: 'Username harus diisi',
  usernameNotText: 'Username harus berupa teks',
  usernameLength: 'Username harus 3 sampai 30 karakter',
  usernameFormat: 'Username hanya boleh berisi huruf, angka, titik dan garis bawah',
  emailRequired: 'Email harus diisi',
  emailNotText: 'Email harus berupa teks',
  emailFormat: 'Format email tidak valid',
  fullNameRequired: 'Nama lengkap harus diisi',
  fullNameNotText: 'Nama lengkap harus berupa teks',
  fullNameLength: 'Nama lengkap maksimal 100 karakter',
  passwordRequired: 'Password harus diisi',
  passwordNotText: 'Password harus berupa teks',
  passwordLength: 'Password minimal 8 karakter (maksimal 200)',
  loginRequired: 'Username atau email harus diisi',
  loginNotText: 'Username atau email harus berupa teks',
  currentPasswordRequired: 'Password saat ini harus diisi',
  currentPasswordNotText: 'Password saat ini harus berupa teks',
  passwordUnchanged: 'Password baru harus berbeda dari password saat ini',
  passwordMismatch: 'Konfirmasi password tidak sama dengan password baru',
  profileEmpty: 'Tidak ada data profil yang diubah',
  usernameTaken: 'Username sudah digunakan',
  emailTaken: 'Email sudah terdaftar',
  wrongCredentials: 'Username atau password salah',
  wrongCurrentPassword: 'Password saat ini salah',
  loginNeeded: 'Anda harus login terlebih dahulu.',
  sessionExpired: 'Sesi Anda telah berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk melakukan tindakan ini.',
  registered: 'Registrasi berhasil',
  loggedIn: 'Login berhasil',
  loggedOut: 'Logout berhasil',
  loggedOutEverywhere: 'Anda telah keluar dari semua perangkat',
  profileUpdated: 'Profil berhasil diperbarui',
  passwordChanged: 'Password berhasil diubah',
  usersCleared: (count: number) => `${count} pengguna dihapus`,
  confirmClearUsers: `Ketik konfirmasi persis: ${CONFIRM_CLEAR_USERS}`,
  sequenceReset: 'Penghitung ID pengguna berhasil diatur ulang',
  accountDisabled: 'Akun Anda dinonaktifkan. Hubungi admin.',
  mustChangePassword: 'Ganti password sementara Anda terlebih dahulu (menu Profil).',
  lastAdmin: 'Admin terakhir tidak dapat diturunkan, dinonaktifkan atau dihapus',
  notYourself: 'Tindakan ini tidak dapat dilakukan pada akun Anda sendiri',
  userNotFound: 'Pengguna tidak ditemukan',
  roleInvalid: 'Peran harus user atau admin',
  disabledInvalid: 'disabled harus true atau false',
  userChangeEmpty: 'Tidak ada perubahan (role atau disabled)',
  userUpdated: 'Pengguna diperbarui',
  userDeleted: (owned: OwnedCounts) => `Pengguna dihapus bersama ${ownedItems(owned)}`,
  temporaryPassword:
    'Password sementara dibuat: sampaikan kepada pengguna; ia harus menggantinya saat masuk.',
} as const;

/** What an account owns and is deleted with it (admin: delete a user). */
export interface OwnedCounts {
  calculations: number;
  projects: number;
  calculator_results: number;
  price_books: number;
}

/**
 * "2 kalkulasi, 3 hasil kalkulator, 1 proyek dan 1 buku harga pribadi": calculations and projects always, the
 * specialised calculators' results and private price books when there are any.
 */
export function ownedItems(owned: OwnedCounts): string {
  const items = [
    `${owned.calculations} kalkulasi`,
    ...(owned.calculator_results > 0 ? [`${owned.calculator_results} hasil kalkulator`] : []),
    `${owned.projects} proyek`,
    ...(owned.price_books > 0 ? [`${owned.price_books} buku harga pribadi`] : []),
  ];
  return listWithDan(items);
}
