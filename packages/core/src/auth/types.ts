// Accounts (SPEC.md §3 User). Field names are the API's wire format.

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: number;
  username: string;
  email: string;
  full_name: string;
  role: Role;
  created_at: string;
  updated_at: string;
  /** An admin disabled the account (shown in the users list; such an account cannot log in). */
  disabled?: boolean;
  /** Logged in with a temporary password an admin set: change it before anything else. */
  temporary_login?: boolean;
}

export interface AuthAnswer {
  user: User;
  token: string;
  message?: string;
}

/** The name the interface shows: the full name, else the username. */
export function displayName(user: Pick<User, 'full_name' | 'username'>): string {
  return user.full_name.trim() || user.username;
}

/** Up to two initials for the avatar ("Budi Santoso" → "BS", "admin" → "A"). */
export function initials(user: Pick<User, 'full_name' | 'username'>): string {
  const words = displayName(user).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase();
}

export function hasRole(user: Pick<User, 'role'> | null | undefined, role: Role): boolean {
  return user?.role === role;
}

export function hasAnyRole(user: Pick<User, 'role'> | null | undefined, roles: readonly Role[]): boolean {
  return user !== null && user !== undefined && roles.includes(user.role);
}
