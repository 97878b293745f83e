import { sameUnit, unitKey } from '../catalogue/units';
import { ahspMessages } from './messages';

// Components of an imported analysis matched to catalogue items: by code, else by name with case, spacing and the
// "Nama - Jenis" form ignored. Pure, so the server's import and the browser's preview agree. Two checks keep a match
// from pricing the wrong thing: a code whose item has a clearly different name (codes of another tool: M.10 there is
// Pasir urug here), and a unit other than the item's (7,42 zak of semen counted as 7,42 kg).

export type CatalogueKind = 'labor' | 'material' | 'equipment';

export interface CatalogueEntry {
  kind: CatalogueKind;
  id: number;
  code: string;
  name: string;
  /** Materials and equipment: the unit their coefficients count in (labour always counts in OH). */
  unit?: string;
}

export interface ComponentMatch {
  kind: CatalogueKind;
  id: number;
  code: string;
  name: string;
  /** The catalogue's unit, when known: OH for labour. */
  unit?: string;
}

/** A labour coefficient counts worker-days (orang hari); "hari" in a file means the same for a worker. */
export const LABOR_UNIT = 'OH';
/**
 * Worker-day as RAB tools write it: OH, O.H., orang hari, orang-hari, Org/hari, HOK, hari (an hour, "jam", or a
 * month, "bulan", is another unit).
 */
const LABOR_UNIT_KEYS = new Set(
  ['OH', 'hari', 'org/hari', 'org hari', 'org/hr', 'orang/hr', 'orang-hari', 'oh/hari'].map(unitKey),
);

/**
 * True when a file's unit is a worker-day, the unit labour counts in and a wage is paid per: an AHSP coefficient
 * and an imported wage alike.
 */
export function isLaborUnit(unit: string): boolean {
  return LABOR_UNIT_KEYS.has(unitKey(unit));
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

const asMatch = (entry: CatalogueEntry): ComponentMatch => {
  const unit = entry.kind === 'labor' ? LABOR_UNIT : entry.unit;
  return { kind: entry.kind, id: entry.id, code: entry.code, name: entry.name, ...(unit && { unit }) };
};

/** The words of a name: letters and digits, lower case ("Semen Portland (PC)" → semen, portland, pc). */
const words = (name: string) =>
  new Set(
    normalizeItemName(name)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/**
 * True when two names can be one item: every word of one is in the other ("Semen" and "Semen Portland (PC)", "Batu
 * split 1/2" and "Kerikil / batu split 1/2"); "Semen Portland" and "Pasir urug", or "Pasir pasang" and "Pasir urug",
 * are two items.
 */
export function namesAgree(a: string, b: string): boolean {
  const [one, other] = [words(a), words(b)];
  const [small, large] = one.size <= other.size ? [one, other] : [other, one];
  return small.size > 0 && [...small].every((word) => large.has(word));
}

export interface CatalogueIndex {
  match(component: { name: string; code?: string | null }): ComponentMatch | null;
  /** The item of a match chosen before (the preview's), or null when it is no longer in the catalogue. */
  item(ref: { kind: CatalogueKind; id: number }): ComponentMatch | null;
  /**
   * The refusal of a component whose code is an item with a clearly different name (or whose name is another
   * item), or whose match (`match`, when one was chosen) is not the item of its code; null when they agree or
   * the code is no item's.
   */
  codeConflict(
    component: { name: string; code?: string | null },
    match?: { kind: CatalogueKind; id: number } | null,
  ): string | null;
}

/**
 * The refusal of a component whose file gives a unit other than its catalogue item's ("zak" against "kg"): its
 * coefficient counts in the file's unit, and no conversion is guessed. Null without a unit on either side, or for
 * another spelling of the same unit (m3 and m³, buah and bh, oh and OH).
 */
export function unitConflict(
  component: { name: string; unit?: string | null },
  match: ComponentMatch | null,
): string | null {
  const unit = component.unit?.trim();
  if (!unit || !match?.unit) return null;
  const same = match.kind === 'labor' ? isLaborUnit(unit) : sameUnit(unit, match.unit);
  return same ? null : ahspMessages.componentUnit(unit, component.name, match.unit);
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
  const byNameOnly = (name: string): ComponentMatch | null => {
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
  };
  type ItemRef = { kind: CatalogueKind; id: number };
  const sameItem = (a: ItemRef, b: ItemRef) => a.kind === b.kind && a.id === b.id;
  const byId = new Map(entries.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  const entryOf = (ref: ItemRef) => byId.get(`${ref.kind}:${ref.id}`);
  return {
    match({ name, code }) {
      const viaCode =
        single(byCode.get((code ?? '').trim().toLowerCase())) ??
        single(byCode.get(name.trim().toLowerCase()));
      return viaCode ?? byNameOnly(name);
    },
    item(ref) {
      const entry = entryOf(ref);
      return entry ? asMatch(entry) : null;
    },
    codeConflict({ name, code }, match) {
      const owner = code ? single(byCode.get(code.trim().toLowerCase())) : null;
      if (!owner || !code) return null;
      const named = byNameOnly(name);
      if (named && !sameItem(named, owner))
        return ahspMessages.codeNameConflict(code.trim(), owner.name, name, named.code);
      const chosen = match ? entryOf(match) : undefined;
      if (chosen && !sameItem(chosen, owner))
        return ahspMessages.codeNameConflict(code.trim(), owner.name, name, chosen.code);
      if (!named && !namesAgree(name, owner.name))
        return ahspMessages.codeOtherName(code.trim(), owner.name, name);
      return null;
    },
  };
}
