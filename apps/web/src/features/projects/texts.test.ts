import { describe, expect, it } from 'vitest';
import { projectTexts, toastName } from './texts';

describe("a line's name in a toast", () => {
  it('is whole when short, and cut at a word with … when an AHSP name would fill a phone', () => {
    expect(projectTexts.itemRemoved('Direksi keet')).toBe('Item Direksi keet dihapus');
    const wall = 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan) — batako';
    const said = toastName(wall);
    expect(said).toBe('Pasangan dinding 1/2 batu campuran 1PC:4PP…');
    expect([...said].length).toBeLessThanOrEqual(49);
    expect(projectTexts.itemMoved(wall, 'B')).toBe(`Item "${said}" dipindahkan ke bagian B`);
    // A name without spaces is cut where it reaches the limit; emoji are not split.
    expect(toastName('🧱'.repeat(60))).toBe(`${'🧱'.repeat(48)}…`);
  });
});
