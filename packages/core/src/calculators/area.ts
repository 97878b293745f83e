import type { z } from 'zod';
import { compositeSchema, measureComposite, validateComposite, type ShapeDefinition } from './shapes';

// Kalkulator Luas: plane figures in metres, areas in m² (standard school geometry).

export const AREA_SHAPES = {
  persegi_panjang: {
    label: 'Persegi panjang',
    fields: [
      { key: 'panjang', label: 'Panjang' },
      { key: 'lebar', label: 'Lebar' },
    ],
    measure: ({ panjang = 0, lebar = 0 }) => panjang * lebar,
  },
  persegi: {
    label: 'Persegi',
    fields: [{ key: 'sisi', label: 'Sisi' }],
    measure: ({ sisi = 0 }) => sisi * sisi,
  },
  segitiga: {
    label: 'Segitiga',
    fields: [
      { key: 'alas', label: 'Alas' },
      { key: 'tinggi', label: 'Tinggi' },
    ],
    measure: ({ alas = 0, tinggi = 0 }) => (alas * tinggi) / 2,
  },
  trapesium: {
    label: 'Trapesium',
    fields: [
      { key: 'sisi_atas', label: 'Sisi sejajar atas' },
      { key: 'sisi_bawah', label: 'Sisi sejajar bawah' },
      { key: 'tinggi', label: 'Tinggi' },
    ],
    measure: ({ sisi_atas = 0, sisi_bawah = 0, tinggi = 0 }) => ((sisi_atas + sisi_bawah) / 2) * tinggi,
  },
  lingkaran: {
    label: 'Lingkaran',
    fields: [{ key: 'diameter', label: 'Diameter' }],
    measure: ({ diameter = 0 }) => (Math.PI * diameter * diameter) / 4,
  },
} satisfies Record<string, ShapeDefinition>;

export type AreaShape = keyof typeof AREA_SHAPES;

/** 1 m² expressed in other units: cm², are (100 m²), hektare (10.000 m²), ft² (0,3048² m²). */
export const SQUARE_METER_IN = { cm2: 10_000, are: 0.01, hektare: 0.0001, ft2: 1 / 0.3048 ** 2 } as const;

export const areaInputSchema = compositeSchema<AreaShape>(AREA_SHAPES);
export type AreaInput = z.output<typeof areaInputSchema>;

export interface AreaResult {
  items: number[];
  totalM2: number;
  conversions: Record<keyof typeof SQUARE_METER_IN, number>;
}

export function calculateArea(input: AreaInput): AreaResult {
  const { items, total } = measureComposite(AREA_SHAPES, input.items);
  const conversions = {
    cm2: total * SQUARE_METER_IN.cm2,
    are: total * SQUARE_METER_IN.are,
    hektare: total * SQUARE_METER_IN.hektare,
    ft2: total * SQUARE_METER_IN.ft2,
  };
  return { items, totalM2: total, conversions };
}

export const validateArea = (input: unknown) => validateComposite(areaInputSchema, input);
