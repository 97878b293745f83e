import {
  adjustedPrice,
  formatRupiah,
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  signedPercent,
  type PriceKind,
} from '@kalkulator/core';
import type { BookPriceLine } from './api';

// What "Sesuaikan semua harga" is about to do, said before it is done: the kind, how many prices, the percentage,
// what the prices become (computed as the server computes them, core's adjustedPrice) and which catalogue prices
// the book then fixes.

const change = (line: BookPriceLine, percent: number) =>
  `${formatRupiah(line.price)} → ${formatRupiah(adjustedPrice(line.price, percent))}`;

export interface AdjustSummary {
  title: string;
  confirmLabel: string;
  /** The consequence, one sentence a paragraph. */
  sentences: string[];
}

/**
 * The confirmation of an adjustment of the book's `kind` by `percent`, from the prices its table shows (`lines`,
 * every kind; undefined while they are not read, when the numbers are left out rather than guessed).
 */
export function adjustSummary(
  kind: PriceKind,
  percent: number,
  lines: BookPriceLine[] | undefined,
): AdjustSummary {
  const label = PRICE_KIND_LABELS[kind];
  const others = PRICE_KINDS.filter((other) => other !== kind).map((other) => PRICE_KIND_LABELS[other]);
  const unchanged = `Harga ${others.join(' dan ')} tidak berubah.`;
  const signed = signedPercent(percent);
  if (!lines)
    return {
      title: `Sesuaikan semua harga ${label} ${signed}?`,
      confirmLabel: `Sesuaikan harga ${label}`,
      sentences: [
        `Semua harga ${label} di daftar harga ini akan diubah ${signed} dari harga yang berlaku sekarang, dibulatkan ke rupiah penuh.`,
        `Harga ${label} yang sekarang mengikuti katalog akan ditetapkan pada harga hasil penyesuaian: perubahan harga katalog nanti tidak lagi berlaku untuknya di daftar harga ini.`,
        unchanged,
      ],
    };
  const ofKind = lines.filter((line) => line.kind === kind);
  const count = ofKind.length;
  const sentences = [
    `${count} harga ${label} di daftar harga ini akan diubah ${signed} dari harga yang berlaku sekarang, dibulatkan ke rupiah penuh.`,
  ];
  const sorted = [...ofKind].sort((a, b) => a.price - b.price);
  const [lowest, highest] = [sorted[0], sorted.at(-1)];
  if (lowest && highest && lowest.price === highest.price)
    sentences.push(`${count === 1 ? lowest.name : 'Setiap harga'}: ${change(lowest, percent)}.`);
  else if (lowest && highest)
    sentences.push(
      `Terendah ${lowest.name}: ${change(lowest, percent)}; tertinggi ${highest.name}: ${change(highest, percent)}.`,
    );
  const following = ofKind.filter((line) => line.price_source === 'catalogue').length;
  if (following > 0)
    sentences.push(
      `${following} di antaranya sekarang mengikuti katalog dan akan ditetapkan pada harga hasil penyesuaian: perubahan harga katalog nanti tidak lagi berlaku untuknya di daftar harga ini.`,
    );
  sentences.push(unchanged);
  return {
    title: `Sesuaikan ${count} harga ${label} ${signed}?`,
    confirmLabel: `Sesuaikan ${count} harga ${label}`,
    sentences,
  };
}
