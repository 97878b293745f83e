import { describe, expect, it } from 'vitest';
import { STOCK_BAR_LENGTH_M, stockBarsToCut } from './concrete';

/** The plan piece by piece, as a site would cut: each piece from the first bar with room left, else a new bar. */
function cutOneByOne(pieces: { pieceM: number; count: number }[]): number {
  const stock = STOCK_BAR_LENGTH_M * 1000;
  const all = pieces
    .flatMap(({ pieceM, count }) => Array.from({ length: count }, () => Math.round(pieceM * 1000)))
    .sort((a, b) => b - a);
  const rests: number[] = [];
  let bars = 0;
  for (let piece of all) {
    while (piece > stock) {
      bars += 1;
      piece -= stock;
    }
    if (piece === stock) {
      bars += 1;
      continue;
    }
    const at = rests.findIndex((rest) => rest >= piece);
    if (at >= 0) rests[at]! -= piece;
    else {
      bars += 1;
      rests.push(stock - piece);
    }
  }
  return bars;
}

describe('12 m stock bars to cut the pieces from', () => {
  it('cuts every piece whole: five 4,26 m pieces take three bars, not ceil(21,3 / 12) = 2', () => {
    expect(stockBarsToCut([{ pieceM: 4.26, count: 5 }])).toBe(3);
    expect(stockBarsToCut([{ pieceM: 6, count: 4 }])).toBe(2);
    expect(stockBarsToCut([{ pieceM: 12, count: 3 }])).toBe(3);
    expect(stockBarsToCut([{ pieceM: 6.01, count: 2 }])).toBe(2);
  });

  it('reuses offcuts for shorter pieces, and takes whole bars for a piece past 12 m', () => {
    // 7 m pieces leave 5 m offcuts: 1 m pieces go there first (5 in each).
    expect(
      stockBarsToCut([
        { pieceM: 7, count: 2 },
        { pieceM: 1, count: 10 },
      ]),
    ).toBe(2);
    expect(
      stockBarsToCut([
        { pieceM: 7, count: 2 },
        { pieceM: 1, count: 11 },
      ]),
    ).toBe(3);
    expect(stockBarsToCut([{ pieceM: 30, count: 2 }])).toBe(2 * 2 + 1);
    expect(stockBarsToCut([])).toBe(0);
  });

  it('plans a thousand beams at once, as many bars as cutting them one by one', () => {
    const pieces = [
      { pieceM: 4.262, count: 5_000 },
      { pieceM: 0.95, count: 28_000 },
    ];
    expect(stockBarsToCut(pieces)).toBe(cutOneByOne(pieces));
  });

  it('is, for any pieces, the piece-by-piece plan: never fewer bars than the length needs', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let round = 0; round < 300; round++) {
      const pieces = Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
        pieceM: Math.round((0.2 + random() * (random() < 0.1 ? 30 : 11.8)) * 1000) / 1000,
        count: 1 + Math.floor(random() * 40),
      }));
      const bars = stockBarsToCut(pieces);
      expect(bars, JSON.stringify(pieces)).toBe(cutOneByOne(pieces));
      const total = pieces.reduce((sum, piece) => sum + Math.round(piece.pieceM * 1000) * piece.count, 0);
      expect(bars).toBeGreaterThanOrEqual(Math.ceil(total / (STOCK_BAR_LENGTH_M * 1000)));
    }
  });
});
