import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * Sebelumnya · "Halaman 2 dari 6" · Berikutnya under the list. Berikutnya is disabled while the page it asked for
 * loads, and for good on the last page: a browser lets the focus go to the page's body then. Once the page is
 * there, the focus comes back to the button pressed, or to the other one if that is disabled for good. The page
 * reached is said aloud (a polite live region).
 */
export function HistoryPager({
  page,
  label,
  hasPrevious,
  hasNext,
  loading,
  onTurn,
}: {
  page: number;
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The page asked for is still on its way (its next cursor unknown). */
  loading: boolean;
  onTurn(page: number): void;
}) {
  const buttons = useRef<HTMLElement>(null);
  /** The button just pressed (0 Sebelumnya, 1 Berikutnya) and the page it was pressed on, until the next is there. */
  const pressed = useRef<{ which: 0 | 1; from: number } | null>(null);
  useEffect(() => {
    if (!pressed.current || pressed.current.from === page || loading) return;
    const { which } = pressed.current;
    pressed.current = null;
    const [previous, next] = Array.from(buttons.current?.querySelectorAll('button') ?? []);
    const button = which === 0 ? previous : next;
    const other = which === 0 ? next : previous;
    const focused = document.activeElement;
    if (focused !== button && focused !== document.body && focused !== null) return;
    if (button && !button.disabled) button.focus({ preventScroll: true });
    else if (other && !other.disabled) other.focus({ preventScroll: true });
  });
  const turn = (to: number, which: 0 | 1) => {
    pressed.current = { which, from: page };
    onTurn(to);
  };
  return (
    <nav ref={buttons} className="flex items-center justify-between gap-3" aria-label="Halaman riwayat">
      <Button variant="secondary" disabled={!hasPrevious} onClick={() => turn(page - 1, 0)}>
        Sebelumnya
      </Button>
      <span className="text-sm text-slate-600" data-testid="history-page" aria-live="polite">
        {label}
      </span>
      <Button
        variant="secondary"
        data-testid="history-next-page"
        disabled={!hasNext || loading}
        onClick={() => turn(page + 1, 1)}
      >
        Berikutnya
      </Button>
    </nav>
  );
}
