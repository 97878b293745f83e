import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, categoryIcon, categoryIcons, OTHER_CATEGORY_ICON } from './CategoryIcon';

// The default categories each getting an icon of their own is checked on the real home page (e2e/admin.e2e.ts).
describe('category icons', () => {
  it('are distinct, and none is the general one', () => {
    const names = categoryIcons.map(([, name]) => name);
    const drawings = categoryIcons.map(([, , icon]) => icon);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(names).not.toContain(OTHER_CATEGORY_ICON[0]);
    expect(drawings).not.toContain(OTHER_CATEGORY_ICON[1]);
  });

  it('follow the code in any case, and give a category an admin added the general one', () => {
    expect(categoryIcon('listrik')).toEqual(categoryIcon('LISTRIK'));
    expect(categoryIcon('LAIN_LAIN')).toEqual(OTHER_CATEGORY_ICON);
  });

  it('are drawn, not written: no character that needs an emoji font', () => {
    const { getByTestId } = render(<CategoryIcon code="LISTRIK" />);
    const icon = getByTestId('category-icon');
    expect(icon.dataset.icon).toBe('zap');
    expect(icon.querySelector('svg path')).not.toBeNull();
    expect(icon.textContent).toBe('');
  });
});
