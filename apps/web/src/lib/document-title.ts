import { useEffect } from 'react';

export const APP_TITLE = 'Kalkulator Konstruksi';

/** A page's title as the browser's tab, history and bookmarks show it: "Pasangan bata · Kalkulator Konstruksi". */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${APP_TITLE}` : APP_TITLE;
}

/** Names the page after what the screen shows (its heading); the app's name alone while that is unknown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
