import { describe, expect, it } from 'vitest';
import { authToasts, errorMessages } from './messages';
import { toastMessages } from './toast-messages';

describe('texts of SPEC.md §8', () => {
  it('has the calculation toasts word for word', () => {
    expect(toastMessages.calculationDoneUser).toBe(
      'Kalkulasi berhasil! Gunakan tombol Simpan untuk menyimpan ke akun Anda.',
    );
    expect(toastMessages.calculationDoneGuest).toBe(
      'Kalkulasi berhasil! Gunakan tombol Simpan untuk menyimpan di browser Anda.',
    );
    expect(toastMessages.calculationFailed).toBe('Kalkulasi gagal');
    expect(toastMessages.saveFailed).toBe('Gagal menyimpan kalkulasi');
  });

  it('has the history toasts word for word', () => {
    expect(toastMessages.savedToAccount).toBe('Kalkulasi berhasil disimpan ke akun Anda.');
    expect(toastMessages.updated).toBe('Kalkulasi berhasil diperbarui.');
    expect(toastMessages.updateFailed).toBe('Gagal memperbarui kalkulasi');
    expect(toastMessages.localUpdateFailed).toBe('Gagal memperbarui kalkulasi lokal');
    expect(toastMessages.localDeleteFailed).toBe('Gagal menghapus kalkulasi');
    expect(toastMessages.syncFailed).toBe('Gagal menyinkronkan kalkulasi lokal');
    expect(toastMessages.syncLoginRequired).toBe('Anda harus login untuk menyinkronkan data');
    expect(toastMessages.synced(2)).toContain('2 kalkulasi');
  });

  it('has the error catalogue word for word', () => {
    expect(errorMessages.tooManyRequests(60)).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi dalam 60 detik.',
    );
    expect(errorMessages.noResponse).toBe('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.');
  });
});

describe('account toasts of SPEC.md §8', () => {
  it('has the operation defaults word for word and welcomes by name', () => {
    expect(authToasts.loginFailed).toBe('Login gagal');
    expect(authToasts.registerFailed).toBe('Registrasi gagal');
    expect(authToasts.profileFailed).toBe('Gagal memperbarui profil');
    expect(authToasts.passwordFailed).toBe('Gagal mengubah password');
    expect(authToasts.welcome('Sari Wulandari')).toBe('Selamat datang, Sari Wulandari!');
  });
});
