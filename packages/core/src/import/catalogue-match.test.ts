import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { importTarget, itemLookup, priceRowTarget, type ExistingItem } from './catalogue-match';

// A small catalogue: Semen per kg and Bata per bh (materials), Pekerja and Mandor (labour), a molen (equipment).
const materials: ExistingItem[] = [
  { id: 1, code: 'M.01', name: 'Semen Portland (PC)', unit: 'kg', price: 1_300 },
  { id: 6, code: 'M.06', name: 'Bata merah', unit: 'bh', price: 700 },
];
const labor: ExistingItem[] = [
  { id: 1, code: 'L.01', name: 'Pekerja', unit: 'OH', price: 100_000 },
  { id: 7, code: 'L.07', name: 'Mandor', unit: 'OH', price: 200_000 },
];
const equipment: ExistingItem[] = [{ id: 1, code: 'E.01', name: 'Sewa molen', unit: 'hari', price: 350_000 }];

const lookups = (extraEquipment: ExistingItem[] = []) => ({
  material: itemLookup(materials, null),
  labor: itemLookup(labor, null),
  equipment: itemLookup([...equipment, ...extraEquipment], null),
});

const row = (fields: Partial<Parameters<typeof priceRowTarget>[1]>) => ({
  kind: 'material' as const,
  name: '',
  unit: 'kg',
  ...fields,
});

describe('importTarget (the admin imports)', () => {
  it('names the material form for another unit, and refuses a code of one item with the name of another', () => {
    const lookup = itemLookup(materials, 'material');
    expect(importTarget(lookup, { name: 'Semen Portland (PC)', unit: 'zak' }, 2, true)).toEqual({
      refused: ahspMessages.unitDiffers('zak', 'kg', 'Semen Portland (PC)', 'material'),
    });
    expect(importTarget(lookup, { code: 'M.06', name: 'Semen Portland (PC)', unit: 'kg' }, 3, true)).toEqual({
      refused: ahspMessages.codeNameConflict('M.06', 'Bata merah', 'Semen Portland (PC)', 'M.01'),
    });
  });
});

describe('a labour rate is a day’s wage (OH)', () => {
  const mandor = labor[1];

  it('refuses a wage per hour, per month or in another unit in the admin import and a price book', () => {
    const admin = itemLookup(labor, null);
    for (const unit of ['OJ', 'jam', 'bulan', 'm2', 'ls'])
      expect(importTarget(admin, { name: 'Mandor', unit }, 2, true)).toEqual({
        refused: `satuan "${unit}" berbeda dari katalog (OH) untuk Mandor; tulis harga per OH`,
      });
    expect(priceRowTarget(lookups(), row({ kind: 'labor', name: 'Mandor', unit: 'OJ' }), 2)).toEqual({
      kind: 'labor',
      refused: 'satuan "OJ" berbeda dari katalog (OH) untuk Mandor; tulis harga per OH',
    });
    // Found by its code as well, the kind read from the catalogue.
    expect(
      priceRowTarget(lookups(), row({ code: 'L.07', name: 'Mandor', unit: ' bulan ', kindAssumed: true }), 2),
    ).toEqual({
      kind: 'labor',
      refused: 'satuan "bulan" berbeda dari katalog (OH) untuk Mandor; tulis harga per OH',
    });
  });

  it('takes the ways a worker-day is written, and a row without a unit, as OH', () => {
    for (const unit of [
      'OH',
      'oh',
      'O.H.',
      'O.H',
      'orang hari',
      'orang-hari',
      'Org/hari',
      'HOK',
      'hari',
      '',
      ' ',
    ])
      expect(importTarget(itemLookup(labor, null), { name: 'Mandor', unit }, 2, true)).toEqual({
        item: mandor,
      });
    expect(importTarget(itemLookup(labor, null), { name: 'Mandor' }, 2, true)).toEqual({ item: mandor });
    expect(priceRowTarget(lookups(), row({ kind: 'labor', name: 'Mandor', unit: 'HOK' }), 2)).toEqual({
      kind: 'labor',
      item: mandor,
    });
  });

  it('keeps "hari" a unit of its own next to equipment hired per day', () => {
    expect(priceRowTarget(lookups(), row({ kind: 'equipment', name: 'Sewa molen', unit: 'OH' }), 2)).toEqual({
      kind: 'equipment',
      refused: 'satuan "OH" berbeda dari katalog (hari) untuk Sewa molen; tulis harga per hari',
    });
  });
});

describe('priceRowTarget (a price book)', () => {
  it('refuses a row in another unit, asking for the price per the catalogue’s unit', () => {
    expect(priceRowTarget(lookups(), row({ name: 'Semen Portland (PC)', unit: 'zak' }), 2)).toEqual({
      kind: 'material',
      refused: 'satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); tulis harga per kg',
    });
  });

  it('refuses the second row for an item, naming the line of the first', () => {
    const catalogue = lookups();
    expect(priceRowTarget(catalogue, row({ code: 'M.01', name: 'Semen Portland (PC)' }), 2).item?.id).toBe(1);
    expect(priceRowTarget(catalogue, row({ name: 'semen portland (pc)' }), 3)).toEqual({
      kind: 'material',
      refused: 'Item katalog yang sama sudah diimpor di baris 2',
    });
  });

  it('finds the kind of a row without a Kategori by its code, else its name', () => {
    const catalogue = lookups();
    const pekerja = priceRowTarget(catalogue, row({ name: 'Pekerja', unit: 'OH', kindAssumed: true }), 2);
    expect(pekerja).toMatchObject({ kind: 'labor', item: { code: 'L.01' } });
    const molen = priceRowTarget(
      catalogue,
      row({ code: 'e.01', name: 'Molen', unit: 'hari', kindAssumed: true }),
      3,
    );
    expect(molen).toMatchObject({ kind: 'equipment', item: { code: 'E.01' } });
    expect(priceRowTarget(catalogue, row({ name: 'Genteng', kindAssumed: true }), 4)).toEqual({
      kind: 'material',
    });
  });

  it('asks for the Kategori column when a name is an item of two kinds, and refuses a code and name of two kinds', () => {
    const twin = [{ id: 9, code: 'E.09', name: 'Mandor', unit: 'OH', price: 1 }];
    expect(priceRowTarget(lookups(twin), row({ name: 'Mandor', unit: 'OH', kindAssumed: true }), 2)).toEqual({
      kind: 'material',
      refused:
        '"Mandor" ada di katalog sebagai upah dan alat: tambahkan kolom Kategori (material, upah atau alat)',
    });
    // With a Kategori the row is the labour rate's.
    expect(
      priceRowTarget(lookups(twin), row({ kind: 'labor', name: 'Mandor', unit: 'OH' }), 2).item?.code,
    ).toBe('L.07');
    expect(
      priceRowTarget(lookups(), row({ code: 'M.06', name: 'Pekerja', unit: 'bh', kindAssumed: true }), 2),
    ).toEqual({
      kind: 'material',
      refused: ahspMessages.codeNameConflict('M.06', 'Bata merah', 'Pekerja', 'L.01'),
    });
  });
});

describe('units written another way', () => {
  const catalogue: ExistingItem[] = [
    { id: 2, code: 'M.02', name: 'Pasir pasang', unit: 'm³', price: 200_000 },
    { id: 6, code: 'M.06', name: 'Bata merah', unit: 'bh', price: 700 },
    { id: 1, code: 'M.01', name: 'Semen Portland (PC)', unit: 'kg', price: 1_300 },
  ];

  it('takes m3 for m³ and buah for bh in the admin import and a price book, but still refuses zak for kg', () => {
    const admin = itemLookup(catalogue, 'material');
    expect(importTarget(admin, { name: 'Pasir pasang', unit: 'm3' }, 2, true)).toEqual({
      item: catalogue[0],
    });
    expect(importTarget(admin, { name: 'Bata merah', unit: 'buah' }, 3, true)).toEqual({
      item: catalogue[1],
    });
    expect(importTarget(admin, { name: 'Semen Portland (PC)', unit: 'zak' }, 4, true)).toEqual({
      refused: ahspMessages.unitDiffers('zak', 'kg', 'Semen Portland (PC)', 'material'),
    });
    const book = {
      material: itemLookup(catalogue, null),
      labor: itemLookup([], null),
      equipment: itemLookup([], null),
    };
    expect(priceRowTarget(book, row({ name: 'Pasir pasang', unit: 'M3' }), 2)).toEqual({
      kind: 'material',
      item: catalogue[0],
    });
  });
});
