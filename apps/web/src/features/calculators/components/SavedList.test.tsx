import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedResult } from '../rows';
import { SavedList } from './SavedList';

const saved = (id: string, minute: number): SavedResult => ({
  id,
  calculator: 'length',
  title: 'Panjang',
  created_at: `2025-05-03T02:${String(minute).padStart(2, '0')}:00.000Z`,
  inputs: {},
  rows: [{ key: 'length', label: 'Panjang', value: minute, unit: 'm' }],
});

/** The list as the screen shows it: a row goes once its delete is done, after the press. */
function renderList(initial: SavedResult[]) {
  let items = initial;
  const onDelete = vi.fn((item: SavedResult) => {
    items = items.filter((other) => other.id !== item.id);
  });
  const list = () => (
    <SavedList items={items} inAccount={false} waiting={0} onDelete={onDelete} onExport={vi.fn()} />
  );
  const view = render(list());
  /** Presses Hapus with the keyboard's focus on it, as a keyboard user does; then the delete is done. */
  const pressDelete = (button: HTMLElement) => {
    button.focus();
    fireEvent.click(button);
    view.rerender(list());
  };
  return { onDelete, pressDelete };
}

describe('the saved results of a calculator', () => {
  it("Hapus gives the focus to the next row's Hapus, else the previous row's, else the list's heading", () => {
    const { onDelete, pressDelete } = renderList([saved('a', 30), saved('b', 20), saved('c', 10)]);
    const deleteOf = (index: number) => screen.getAllByTestId('saved-delete')[index]!;

    const second = deleteOf(1);
    const third = deleteOf(2);
    pressDelete(second);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(third);

    pressDelete(third);
    expect(document.activeElement).toBe(deleteOf(0));

    pressDelete(deleteOf(0));
    expect(screen.queryAllByTestId('saved-result')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Hasil tersimpan (0)' }));
    expect(screen.getByTestId('saved-empty').textContent).toBe('Belum ada hasil tersimpan.');
  });

  it('shows nothing while nothing was saved', () => {
    renderList([]);
    expect(screen.queryByTestId('saved-results')).toBeNull();
  });
});
