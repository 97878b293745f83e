// Components of an imported analysis matched to catalogue items: by code, else by name with case, spacing and the
// "Nama - Jenis" form ignored. Pure, so the server's import and the browser's preview agree.

export type CatalogueKind = 'labor' | 'material' | 'equipment';

export interface CatalogueEntry {
  kind: CatalogueKind;
  id: number;
  code: string;
  name: string;
}

export interface ComponentMatch {
  kind: CatalogueKind;
  id: number;
  name: string;
}

/** Lower case, one space between words, " - " / " – " separators read as a space. */
export function normalizeItemName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s*[-–—]\s+|\s+[-–—]\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name part of "Nama - Jenis" (the text before the first spaced dash), or null without one. */
function baseName(name: string): string | null {
  const match = /^(.*?)\s+[-–—]\s+/.exec(name.trim());
  return match ? normalizeItemName(match[1]!) : null;
}

const asMatch = (entry: CatalogueEntry): ComponentMatch => ({
  kind: entry.kind,
  id: entry.id,
  name: entry.name,
});

export interface CatalogueIndex {
  match(component: { name: string; code?: string | null }): ComponentMatch | null;
}

/** Builds the lookups once for a whole import (hundreds of components against thousands of items). */
export function indexCatalogue(entries: CatalogueEntry[]): CatalogueIndex {
  const byCode = new Map<string, CatalogueEntry[]>();
  const byName = new Map<string, CatalogueEntry[]>();
  const byBase = new Map<string, CatalogueEntry[]>();
  const add = (map: Map<string, CatalogueEntry[]>, key: string | null, entry: CatalogueEntry) => {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const entry of entries) {
    add(byCode, entry.code.trim().toLowerCase(), entry);
    add(byName, normalizeItemName(entry.name), entry);
    add(byBase, baseName(entry.name), entry);
  }
  const single = (list: CatalogueEntry[] | undefined) => (list?.length === 1 ? asMatch(list[0]!) : null);
  return {
    match({ name, code }) {
      const viaCode =
        single(byCode.get((code ?? '').trim().toLowerCase())) ??
        single(byCode.get(name.trim().toLowerCase()));
      if (viaCode) return viaCode;
      const normalized = normalizeItemName(name);
      const exact = byName.get(normalized);
      if (exact && exact.length > 0) return asMatch(exact[0]!);
      // "Semen Portland - 50 kg" against "Semen Portland", or "Semen Portland" against "Semen Portland - Tiga Roda":
      // only when exactly one item fits, never a guess between two.
      const base = baseName(name);
      return (
        (base && single(byName.get(base))) ||
        single(byBase.get(normalized)) ||
        (base && single(byBase.get(base))) ||
        null
      );
    },
  };
}
