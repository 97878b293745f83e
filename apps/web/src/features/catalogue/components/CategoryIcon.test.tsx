import { describe, expect, it } from 'vitest';
import { categoryIcon, categoryIcons, OTHER_CATEGORY_ICON } from './CategoryIcon';

// The default categories each getting an icon of their own is checked on the real home page (e2e/admin.e2e.ts).
describe('category icons', () => {
  it('are distinct, and none is the general one', () => {
    const icons = categoryIcons.map(([, icon]) => icon);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain(OTHER_CATEGORY_ICON);
  });

  it('follow the code in any case, and give a category an admin added the general one', () => {
    expect(categoryIcon('listrik')).toBe(categoryIcon('LISTRIK'));
    expect(categoryIcon('LAIN_LAIN')).toBe(OTHER_CATEGORY_ICON);
  });
});
