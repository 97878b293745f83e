import { initials, type User } from '@kalkulator/core';

/**
 * The user's initials in a round badge (top bar, mobile menu, profile). Its own module: the mobile menu is part of
 * a guest's first load, which must not carry the account menu (loaded for a signed-in user only).
 */
export function Avatar({ user, size = 'h-9 w-9 text-sm' }: { user: User; size?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="user-initials"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-500 font-bold text-slate-900 ring-2 ring-white/20 ${size}`}
    >
      {initials(user)}
    </span>
  );
}
