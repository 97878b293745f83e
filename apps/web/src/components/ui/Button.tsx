import type { ComponentPropsWithRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-500 text-slate-900 hover:bg-brand-400 focus-visible:outline-brand-600 shadow-sm',
  secondary:
    'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-500',
  danger: 'bg-red-600 text-white hover:bg-red-500 focus-visible:outline-red-700',
};

/**
 * A button's classes. `aria-disabled` looks as `disabled` does: a button busy or with nothing to do keeps the focus
 * (a disabled one drops it to the page) and says so with aria-disabled, its click doing nothing.
 */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]} ${extra}`;
}

/**
 * A button of the app. One that is `aria-disabled` (busy, or nothing to do) keeps the focus and does nothing when
 * pressed: its onClick is not called, so a second tap while saving starts nothing. A `ref` reaches the <button>
 * (React 19 passes it as a prop), for the screens that put the focus back on it.
 */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  onClick,
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: Variant }) {
  const idle = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      onClick={idle ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
