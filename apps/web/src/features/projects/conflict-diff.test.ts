import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@kalkulator/core';
import { versionDifferences } from './conflict-diff';
import { describeDifference, differingNames } from './describe-difference';
import { emptyDraft, type DraftItem, type ProjectDraft } from './draft';

// The other device's version (theirs) against the draft here (mine): what the choice of versions lists.

/** A free line: `volume` of `unit` at the typed F `price`. */
const free = (id: string, description: string, volume: string, unit = 'm3', price = 100_000): DraftItem => ({
  id,
  job_type_id: null,
  description,
  unit,
  volumeText: volume,
  parts: null,
  freePrice: price,
  priceSource: 'free',
});

/** A catalogue line of job type 7 (A + B + C = Rp 100.000; F = Rp 110.000 at 10 % overhead). */
const catalogue = (id: string, description: string, A = 50_000): DraftItem => ({
  id,
  job_type_id: 7,
  description,
  unit: 'm2',
  volumeText: '10',
  parts: { A, B: 30_000, C: 20_000 },
  freePrice: null,
  priceSource: 'ahsp',
});

/** Gudang at version 2: division A with a dig (20 m³) and a cleaning, division B with a wall. */
function gudang(change: (draft: ProjectDraft) => ProjectDraft = (draft) => draft): ProjectDraft {
  return change({
    ...emptyDraft(3, 'Gudang'),
    fiscal_year: '2026',
    overhead_percentage: '10',
    version: 2,
    divisions: [
      {
        code: 'A',
        name: 'PEKERJAAN PERSIAPAN',
        items: [free('dig', 'Galian tanah', '20'), free('clean', 'Pembersihan', '1', 'ls', 1_000_000)],
      },
      { code: 'B', name: 'PEKERJAAN PASANGAN', items: [catalogue('wall', 'Pasangan bata')] },
    ],
  });
}

/** `draft` with line `id` of division `at` changed by `change`. */
const withLine =
  (at: number, id: string, change: Partial<DraftItem>) =>
  (draft: ProjectDraft): ProjectDraft => ({
    ...draft,
    divisions: draft.divisions.map((division, index) =>
      index !== at
        ? division
        : {
            ...division,
            items: division.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
          },
    ),
  });

describe('what the other version holds apart from the draft here', () => {
  it("names the project's name renamed here and the volume saved there (the two devices' edits)", () => {
    const theirs = gudang(withLine(0, 'dig', { volumeText: '25' }));
    const mine = gudang((draft) => ({ ...draft, name: 'Gudang beton' }));
    const differences = versionDifferences(theirs, mine);
    expect(differences.map(describeDifference)).toEqual([
      'Nama proyek: “Gudang” (di perangkat ini: “Gudang beton”)',
      'A · Galian tanah: volume 25 m3 (di perangkat ini: 20 m3)',
    ]);
  });

  it('finds nothing between copies that read the same: spaces, a worked volume, "10,0" %, another version', () => {
    const theirs = gudang();
    const mine = gudang((draft) => ({
      ...withLine(0, 'dig', { volumeText: '4 × 5', description: ' Galian tanah ' })(draft),
      name: 'Gudang ',
      overhead_percentage: '10,0',
      version: 1,
      updated_at: '2026-04-01T08:00:00Z',
    }));
    expect(versionDifferences(theirs, mine)).toEqual([]);
  });

  it('lists lines and divisions only one version holds, a division renamed and a line moved', () => {
    const theirs = gudang((draft) => ({
      ...draft,
      divisions: [
        {
          ...draft.divisions[0]!,
          name: 'PERSIAPAN',
          items: [...draft.divisions[0]!.items, free('fence', 'Pagar sementara', '40', 'm')],
        },
        draft.divisions[1]!,
        { code: 'C', name: 'PEKERJAAN ATAP', items: [free('roof', 'Rangka atap', '60', 'm2')] },
      ],
    }));
    const mine = gudang((draft) => ({
      ...draft,
      divisions: [
        { ...draft.divisions[0]!, items: [draft.divisions[0]!.items[0]!] },
        { ...draft.divisions[1]!, items: [...draft.divisions[1]!.items, draft.divisions[0]!.items[1]!] },
        { code: 'D', name: 'PEKERJAAN LANTAI', items: [free('tile', 'Keramik', '30', 'm2')] },
      ],
    }));
    expect(versionDifferences(theirs, mine).map(describeDifference)).toEqual([
      'Nama bagian A: “PERSIAPAN” (di perangkat ini: “PEKERJAAN PERSIAPAN”)',
      'A · Pembersihan: di bagian A (di perangkat ini: B)',
      'A · Pagar sementara: hanya ada di versi lain',
      'Bagian C. PEKERJAAN ATAP (1 item) hanya ada di versi lain',
      'Bagian D. PEKERJAAN LANTAI (1 item) hanya ada di perangkat ini',
    ]);
  });

  it("says another overhead once, not as every catalogue line's price; another A as that line's F", () => {
    const overhead = versionDifferences(
      gudang((draft) => ({ ...draft, overhead_percentage: '12' })),
      gudang(),
    );
    expect(overhead.map(describeDifference)).toEqual([
      'Overhead & keuntungan (%): 12% (di perangkat ini: 10%)',
    ]);

    // Re-priced there: A went from Rp 50.000 to Rp 60.000, so F from 110.000 to 121.000 (10 % overhead).
    const repriced = versionDifferences(
      gudang(withLine(1, 'wall', { parts: { A: 60_000, B: 30_000, C: 20_000 } })),
      gudang(),
    );
    expect(repriced).toEqual([
      {
        kind: 'line-changed',
        division: 'B',
        name: 'Pasangan bata',
        changes: [{ what: 'price', theirs: 121_000, mine: 110_000 }],
      },
    ]);
    expect(describeDifference(repriced[0]!)).toBe(
      `B · Pasangan bata: harga satuan ${formatRupiah(121_000)} (di perangkat ini: ${formatRupiah(110_000)})`,
    );
  });

  it("says each change of one line together: its name, a free line's typed price, its schedule; a brick type", () => {
    const theirs = gudang((draft) =>
      withLine(1, 'wall', { brickType: 'batako' })(
        withLine(0, 'clean', {
          description: 'Pembersihan lahan',
          freePrice: 1_250_000,
          schedule: { days: 3 },
        })(draft),
      ),
    );
    const mine = gudang(withLine(1, 'wall', { brickType: null }));
    expect(versionDifferences(theirs, mine).map(describeDifference)).toEqual([
      `A · Pembersihan lahan: nama “Pembersihan lahan” (di perangkat ini: “Pembersihan”); harga satuan ${formatRupiah(
        1_250_000,
      )} (di perangkat ini: ${formatRupiah(1_000_000)}); jadwal lain`,
      'B · Pasangan bata: jenis bata batako (di perangkat ini: bata merah)',
    ]);
  });

  it('shows two long names of a line from where they differ, not the same first words twice', () => {
    const wall = 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)';
    expect(differingNames(`${wall} — bata ringan`, `${wall} — batako`)).toEqual([
      '…— bata ringan',
      '…— batako',
    ]);
    expect(differingNames('Plesteran dinding lantai 1', 'Plesteran dinding lantai 2')).toEqual([
      '…lantai 1',
      '…lantai 2',
    ]);
    expect(differingNames('Pembersihan lahan', 'Pembersihan')).toEqual(['Pembersihan lahan', 'Pembersihan']);
  });

  it("reads the project's own fields as the rekap and the settings show them", () => {
    const theirs = gudang((draft) => ({
      ...draft,
      location: 'Sleman',
      start_date: '2026-07-01',
      ppn_percentage: '12',
      rounding: 'none',
      price_book_id: 4,
    }));
    expect(versionDifferences(theirs, gudang()).map(describeDifference)).toEqual([
      'Lokasi / wilayah: “Sleman” (di perangkat ini: kosong)',
      'Tanggal mulai: 1 Juli 2026 (di perangkat ini: kosong)',
      'PPN (%): 12% (di perangkat ini: 11%)',
      'Pembulatan total: Tanpa pembulatan (di perangkat ini: Ke Rp 1.000 terdekat)',
      'Daftar harga proyek: daftar harga lain (di perangkat ini: Katalog nasional)',
    ]);
  });
});
