import { describe, expect, it } from 'vitest';
import { MAX_VOLUME_NESTING, readVolume, volumeMessages } from './volume';

describe('readVolume: a volume with its working', () => {
  it.each([
    ['3 × 4 × 0,15', 1.8, '3 × 4 × 0,15'],
    ['2 x (3,5 + 1,2)', 9.4, '2 x (3,5 + 1,2)'],
    ['12,5 / 2', 6.25, '12,5 / 2'],
    ['1.250 * 2', 2500, '1.250 * 2'],
    ['10 - 2,5', 7.5, '10 - 2,5'],
    // The typographic minus (U+2212) and en dash that phones and word processors type.
    ['1,5 − 0,5', 1, '1,5 − 0,5'],
    ['4 – 1', 3, '4 – 1'],
    [' 12,5 ', 12.5, null],
    ['1.000', 1000, null],
  ])('%s → %d', (input, value, text) => {
    expect(readVolume(input)).toEqual({ ok: true, value, text });
  });

  it('takes plain numbers and keeps the 4 decimals every document prints', () => {
    expect(readVolume(2.5)).toEqual({ ok: true, value: 2.5, text: null });
    expect(readVolume('1 / 3')).toEqual({ ok: true, value: 0.3333, text: '1 / 3' });
    // Printed 3,3333: the Jumlah priced from it is the printed 3,3333 × F (not 3,333333 × F).
    expect(readVolume('10 ÷ 3')).toEqual({ ok: true, value: 3.3333, text: '10 ÷ 3' });
    expect(readVolume('0,12345')).toEqual({ ok: true, value: 0.1235, text: null });
    expect(readVolume(0.123456)).toEqual({ ok: true, value: 0.1235, text: null });
    // A volume that prints as 0 is none.
    expect(readVolume('0,00004')).toEqual({ ok: false, msg: volumeMessages.positive });
  });

  it('refuses what it cannot compute, zero, negatives and absurd sizes in Indonesian', () => {
    expect(readVolume('')).toEqual({ ok: false, msg: volumeMessages.empty });
    expect(readVolume('3 × ')).toEqual({ ok: false, msg: volumeMessages.invalid('3 ×') });
    expect(readVolume('3m × 4')).toEqual({ ok: false, msg: volumeMessages.invalid('3m × 4') });
    expect(readVolume('(2 + 3')).toEqual({ ok: false, msg: volumeMessages.invalid('(2 + 3') });
    expect(readVolume('1 / 0')).toEqual({ ok: false, msg: volumeMessages.invalid('1 / 0') });
    expect(readVolume('2 - 2')).toEqual({ ok: false, msg: volumeMessages.positive });
    expect(readVolume('-4')).toEqual({ ok: false, msg: volumeMessages.positive });
    expect(readVolume('100000 × 100000')).toEqual({ ok: false, msg: volumeMessages.tooLarge });
    expect(readVolume(Number.NaN).ok).toBe(false);
  });

  it('reads working nested as deep as anyone types it, and refuses deeper nesting of any length without a crash', () => {
    const within = `${'('.repeat(MAX_VOLUME_NESTING)}2${')'.repeat(MAX_VOLUME_NESTING)}`;
    expect(readVolume(within)).toMatchObject({ ok: true, value: 2 });
    expect(readVolume(`${'-'.repeat(MAX_VOLUME_NESTING)}2`)).toMatchObject({ ok: true, value: 2 });
    for (const text of [
      `${'('.repeat(MAX_VOLUME_NESTING + 1)}2${')'.repeat(MAX_VOLUME_NESTING + 1)}`,
      `${'('.repeat(20_000)}1${')'.repeat(20_000)}`,
      `${'-'.repeat(20_000)}1`,
    ]) {
      const reading = readVolume(text);
      expect(reading.ok).toBe(false);
      // The message quotes the start of such a text, not all of it.
      expect(reading.ok ? '' : reading.msg).toBe(volumeMessages.invalid(text));
      expect((reading.ok ? '' : reading.msg).length).toBeLessThan(120);
    }
  });
});
