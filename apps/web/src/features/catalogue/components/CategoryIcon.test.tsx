import { describe, expect, it } from 'vitest';
import { categoryIcon, OTHER_CATEGORY_ICON } from './CategoryIcon';

// The default catalogue's categories (apps/api/src/db/seed): each has an icon of its own on the home grid.
const DEFAULT_CODES = [
  'PERSIAPAN',
  'TANAH',
  'PONDASI',
  'BETON',
  'PASANGAN',
  'PLESTERAN',
  'LANTAI',
  'PENGECATAN',
  'ATAP',
  'PLAFON',
  'KUSEN',
  'SANITASI',
  'LISTRIK',
  'LUAR',
];

describe('category icons', () => {
  it('give every default category an icon of its own', () => {
    const icons = DEFAULT_CODES.map(categoryIcon);
    expect(new Set(icons).size).toBe(DEFAULT_CODES.length);
    expect(icons).not.toContain(OTHER_CATEGORY_ICON);
  });

  it('give a category an admin added the general one', () => {
    expect(categoryIcon('LAIN_LAIN')).toBe(OTHER_CATEGORY_ICON);
  });
});
