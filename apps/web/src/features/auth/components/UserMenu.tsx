import { User as UserIcon, Wrench } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { displayName, hasRole, type User } from '@kalkulator/core';
import { Avatar } from './Avatar';
import { useLogout } from './useLogout';
import { hasSavedResults } from '../../calculators/saved';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';

/** SPEC.md §2 user area: avatar with initials and display name; Profil, Admin Panel (admins), Keluar. */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const logout = useLogout();

  // The specialised calculators' results this account saved here offline go to it once signed in and when the
  // connection returns, whichever screen is open (a guest's wait for the user's "Sinkronkan": sync-saved.ts); their
  // code loads only when the browser keeps any. (This menu shows for every signed-in user, and a guest's first load
  // does not carry it.) Sending twice is harmless: the account knows a result by the id the browser gave it.
  useEffect(() => {
    const sendWaiting = () => {
      if (!hasSavedResults()) return;
      void import('../../calculators/sync-saved')
        .then(({ sendSavedResults }) => sendSavedResults())
        .catch(() => undefined);
    };
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [user.id]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // WAI-ARIA menu keys: arrows, Home and End move between items; Escape closes and returns to the button; Tab
  // leaves the menu.
  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        data-testid="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-1 text-left text-white hover:bg-white/10 sm:pr-3"
      >
        <Avatar user={user} />
        <span
          data-testid="user-display-name"
          className="hidden max-w-40 truncate text-sm font-medium sm:block"
        >
          {displayName(user)}
        </span>
        <span className="sr-only">Menu akun</span>
        <svg viewBox="0 0 20 20" className="hidden h-4 w-4 text-slate-400 sm:block" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div
          role="menu"
          aria-label="Menu akun"
          onKeyDown={onMenuKey}
          data-testid="user-menu"
          className="absolute right-0 mt-2 w-64 origin-top-right rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-2 pb-3">
            <Avatar user={user} size="h-10 w-10 text-sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <div className="pt-2">
            <button type="button" role="menuitem" className={itemClass} onClick={() => go('/profile')}>
              <Icon node={UserIcon} className="h-4 w-4" /> Profil
            </button>
            {hasRole(user, 'admin') && (
              <button
                type="button"
                role="menuitem"
                data-testid="menu-admin"
                className={itemClass}
                onClick={() => go('/admin')}
              >
                <Icon node={Wrench} className="h-4 w-4" /> Admin Panel
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              data-testid="logout-button"
              className={`${itemClass} text-red-700 hover:bg-red-50`}
              onClick={() => {
                setOpen(false);
                // The menu's button holds the focus while a question is asked, and has it back on "Batal".
                button.current?.focus();
                void logout();
              }}
            >
              <span aria-hidden="true">↪</span> Keluar
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
