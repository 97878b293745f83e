import type { Ref } from 'react';
import { Button } from '../../../components/ui/Button';
import { REPRICED_LISTED, repricedTexts, type RepricedItem } from '../sync';

/**
 * The synced results the account stores with other totals than the browser showed. It stays until closed: the
 * history's figures changed, and a toast gone in seconds left the user to find out alone. The live region is on
 * screen before the notice comes, so a screen reader reads it when it does.
 */
export function RepricedNotice({
  items,
  onClose,
  noticeRef,
}: {
  items: RepricedItem[];
  onClose(): void;
  /** The notice itself, which takes the focus when the sync's button went with the synced results. */
  noticeRef?: Ref<HTMLElement>;
}) {
  const [only] = items;
  const listed = items.length > 1 ? items.slice(0, REPRICED_LISTED) : [];
  const more = items.length - REPRICED_LISTED;
  return (
    <div role="status">
      {only && (
        <section
          ref={noticeRef}
          tabIndex={-1}
          data-testid="sync-repriced"
          className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-4 text-sm text-amber-900 ring-1 ring-amber-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="space-y-1">
            <p className="font-semibold" data-testid="sync-repriced-title">
              {items.length === 1
                ? `${repricedTexts.title(1)}: ${repricedTexts.change(only)} (${only.name}).`
                : `${repricedTexts.title(items.length)}:`}
            </p>
            {listed.length > 0 && (
              <ul className="list-disc space-y-0.5 pl-5">
                {listed.map((item) => (
                  <li key={item.local_id}>
                    {item.name}: {repricedTexts.change(item)}
                  </li>
                ))}
                {more > 0 && <li>{repricedTexts.more(more)}</li>}
              </ul>
            )}
            <p>{repricedTexts.why}</p>
          </div>
          <Button variant="secondary" data-testid="sync-repriced-close" onClick={onClose}>
            {repricedTexts.close}
          </Button>
        </section>
      )}
    </div>
  );
}
