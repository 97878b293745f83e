import { describe, expect, it } from 'vitest';
import { authFieldErrors, changePasswordSchema, loginSchema, profileSchema, registerSchema } from './schemas';

const registration = {
  username: 'budi_1',
  email: 'budi@contoh.id',
  full_name: 'Budi',
  password: 'rahasia-panjang',
};

describe('auth fields sent as another type than text', () => {
  it('says the field must be text, not that it must be filled', () => {
    expect(authFieldErrors(registerSchema, { ...registration, username: 12345 })).toEqual({
      username: 'Username harus berupa teks',
    });
    expect(
      authFieldErrors(registerSchema, {
        username: 1,
        email: ['a@b.id'],
        full_name: true,
        password: 12345678,
      }),
    ).toEqual({
      username: 'Username harus berupa teks',
      email: 'Email harus berupa teks',
      full_name: 'Nama lengkap harus berupa teks',
      password: 'Password harus berupa teks',
    });
    expect(authFieldErrors(loginSchema, { username: 7, password: {} })).toEqual({
      username: 'Username atau email harus berupa teks',
      password: 'Password harus berupa teks',
    });
    expect(
      authFieldErrors(changePasswordSchema, { current_password: 1, new_password: 'rahasia-baru-1' }),
    ).toEqual({
      current_password: 'Password saat ini harus berupa teks',
    });
    expect(authFieldErrors(profileSchema, { full_name: 42 })).toEqual({
      full_name: 'Nama lengkap harus berupa teks',
    });
  });

  it('still says a field left out, null or empty must be filled', () => {
    expect(authFieldErrors(registerSchema, { email: null, full_name: '', password: '' })).toEqual({
      username: 'Username harus diisi',
      email: 'Email harus diisi',
      full_name: 'Nama lengkap harus diisi',
      password: 'Password harus diisi',
    });
    expect(authFieldErrors(loginSchema, {})).toEqual({
      username: 'Username atau email harus diisi',
      password: 'Password harus diisi',
    });
  });
});
