import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * "Hapus semua di browser", asked first. The focus stays on the page: Batal gives it back to the button that asked;
 * "Ya, hapus" takes the bar away with the results, and `onCleared` says where it goes then.
 */
export function LocalClearBar({
  count,
  onClear,
  onCleared,
}: {
  count: number;
  onClear(): void;
  onCleared(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const backToClear = useRef(false);
  useEffect(() => {
    if (confirming || !backToClear.current) return;
    backToClear.current = false;
    bar.current?.querySelector<HTMLElement>('[data-testid="local-clear"]')?.focus();
  }, [confirming]);
  return (
    <div ref={bar} className="flex flex-wrap items-center justify-end gap-2 text-sm">
      {confirming ? (
        <>
          <span className="text-slate-700">Hapus {count} kalkulasi dari browser ini?</span>
          <Button
            variant="danger"
            data-testid="local-clear-confirm"
            onClick={() => {
              setConfirming(false);
              onClear();
              onCleared();
            }}
          >
            Ya, hapus
          </Button>
          {/* The safe choice takes the focus when the question appears. */}
          <Button
            variant="ghost"
            autoFocus
            onClick={() => {
              backToClear.current = true;
              setConfirming(false);
            }}
          >
            Batal
          </Button>
        </>
      ) : (
        <Button
          variant="ghost"
          className="text-red-700"
          data-testid="local-clear"
          onClick={() => setConfirming(true)}
        >
          Hapus semua di browser
        </Button>
      )}
    </div>
  );
}
