import type { Location } from 'react-router';

/** Where to go after login or register: the page the user came from (state.from), else home. */
export function returnPath(location: Location): string {
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from.startsWith('/login') || from.startsWith('/register')) return '/';
  return from;
}
