// When this browser last kept the whole catalogue for offline use (offline-catalogue.ts): a few bytes the home
// screen reads at once, apart from the keeping itself, which loads only when asked.

const KEY = 'offline_catalogue';

export interface KeptCatalogue {
  jobTypes: number;
  /** ISO time of the last complete keep. */
  at: string;
}

export function readKeptCatalogue(): KeptCatalogue | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<KeptCatalogue> | null;
    return value && typeof value.jobTypes === 'number' && typeof value.at === 'string'
      ? { jobTypes: value.jobTypes, at: value.at }
      : null;
  } catch {
    return null;
  }
}

export function rememberKeptCatalogue(kept: KeptCatalogue): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full: the catalogue is kept all the same; only the date is not shown next time.
  }
}
