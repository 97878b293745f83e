import type { z } from 'zod';
import { compositeSchema, measureComposite, validateComposite, type ShapeDefinition } from './shapes';

// Kalkulator Volume: solids in metres, volumes in m³ and litres (1 m³ = 1.000 L).

export const VOLUME_SHAPES = {
  balok: {
    label: 'Balok / pelat',
    fields: [
      { key: 'panjang', label: 'Panjang' },
      { key: 'lebar', label: 'Lebar' },
      { key: 'tinggi', label: 'Tinggi / tebal' },
    ],
    measure: ({ panjang = 0, lebar = 0, tinggi = 0 }) => panjang * lebar * tinggi,
  },
  silinder: {
    label: 'Silinder (kolom bulat, bore pile)',
    fields: [
      { key: 'diameter', label: 'Diameter' },
      { key: 'tinggi', label: 'Tinggi / kedalaman' },
    ],
    measure: ({ diameter = 0, tinggi = 0 }) => ((Math.PI * diameter * diameter) / 4) * tinggi,
  },
  prisma_trapesium: {
    label: 'Prisma trapesium (pondasi menerus)',
    fields: [
      { key: 'lebar_atas', label: 'Lebar atas' },
      { key: 'lebar_bawah', label: 'Lebar bawah' },
      { key: 'tinggi', label: 'Tinggi' },
      { key: 'panjang', label: 'Panjang' },
    ],
    measure: ({ lebar_atas = 0, lebar_bawah = 0, tinggi = 0, panjang = 0 }) =>
      ((lebar_atas + lebar_bawah) / 2) * tinggi * panjang,
  },
  kerucut_terpancung: {
    label: 'Kerucut / kerucut terpancung',
    fields: [
      { key: 'diameter_bawah', label: 'Diameter bawah' },
      { key: 'diameter_atas', label: 'Diameter atas (0 untuk kerucut)', sign: 'nonNegative' },
      { key: 'tinggi', label: 'Tinggi' },
    ],
    // Frustum: V = π·h/12·(D² + D·d + d²); with d = 0 it is the cone π·D²·h/12.
    measure: ({ diameter_bawah = 0, diameter_atas = 0, tinggi = 0 }) =>
      ((Math.PI * tinggi) / 12) * (diameter_bawah ** 2 + diameter_bawah * diameter_atas + diameter_atas ** 2),
  },
} satisfies Record<string, ShapeDefinition>;

export type VolumeShape = keyof typeof VOLUME_SHAPES;

export const volumeInputSchema = compositeSchema<VolumeShape>(VOLUME_SHAPES);
export type VolumeInput = z.output<typeof volumeInputSchema>;

export interface VolumeResult {
  items: number[];
  totalM3: number;
  liters: number;
}

export function calculateVolume(input: VolumeInput): VolumeResult {
  const { items, total } = measureComposite(VOLUME_SHAPES, input.items);
  return { items, totalM3: total, liters: total * 1000 };
}

export const validateVolume = (input: unknown) => validateComposite(volumeInputSchema, input);
