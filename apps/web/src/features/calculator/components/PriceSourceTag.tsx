import type { PriceSource } from '@kalkulator/core';

/** Where a price came from when a price book applies: the book, or the catalogue's own (fallback). */
export function PriceSourceTag({ source }: { source?: PriceSource | undefined }) {
  if (!source) return null;
  return source === 'book' ? (
    <span className="text-xs font-normal text-emerald-700" data-testid="price-source-book">
      (daftar harga)
    </span>
  ) : (
    <span className="text-xs font-normal text-slate-500" data-testid="price-source-catalogue">
      (katalog)
    </span>
  );
}
