// Bobot as printed: each share of Jumlah in % with two decimals, the column adding up to exactly 100,00 as its
// JUMLAH row says. Rounding each row on its own can miss by a hundredth or more (5,29 + 2,28 + 11,21 + 30,50 +
// 32,73 + 18,00 = 100,01), which a client reading the rekap queries.

/**
 * Each amount's share of their sum in %, to hundredths by the largest remainder: every share is first rounded down
 * to a hundredth, then the hundredths still missing to 100,00 go one each to the shares that lost the most, the
 * earlier first on a tie. Worked in whole numbers (BigInt: amounts up to 2^53 times 10.000), so it is exact.
 * All zero when the sum is not above zero.
 */
export function apportionWeights(amounts: readonly number[]): number[] {
  return apportionHundredths(amounts, 10_000).map((hundredths) => hundredths / 100);
}

/**
 * `whole` hundredths split in proportion to `amounts` by the largest remainder (as apportionWeights), in whole
 * hundredths: e.g. a line's printed bobot over the weeks it spans. All zero when the amounts add up to nothing.
 */
export function apportionHundredths(amounts: readonly number[], whole: number): number[] {
  // A figure not yet a number (a half-typed volume) counts as nothing rather than throwing.
  const scaled = amounts.map((amount) => (Number.isFinite(amount) ? BigInt(Math.round(amount)) : 0n));
  const total = scaled.reduce((sum, amount) => sum + amount, 0n);
  if (total <= 0n) return amounts.map(() => 0);
  const target = BigInt(Math.round(whole));
  const shares = scaled.map((amount) => {
    const hundredths = amount * target;
    // Floor division (BigInt division truncates toward zero; a negative amount rounds down too).
    let floor = hundredths / total;
    if (floor * total > hundredths) floor -= 1n;
    return { floor, remainder: hundredths - floor * total };
  });
  let missing = target - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = shares
    .map((share, index) => ({ ...share, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (missing <= 0n) break;
    shares[share.index]!.floor += 1n;
    missing -= 1n;
  }
  return shares.map((share) => Number(share.floor));
}
