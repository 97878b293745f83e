import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HistoryToolbar } from './HistoryToolbar';

function renderToolbar() {
  const onBulkDelete = vi.fn();
  render(
    <HistoryToolbar
      search=""
      onSearch={vi.fn()}
      sort="created_at:desc"
      onSort={vi.fn()}
      selectedCount={2}
      deleting={false}
      onBulkDelete={onBulkDelete}
      pageSelectable={3}
      onSelectPage={vi.fn()}
      onClearSelection={vi.fn()}
    />,
  );
  return onBulkDelete;
}

describe('the bulk delete of the selected results', () => {
  it('asks with the focus on Batal, which reads the question out', () => {
    renderToolbar();
    const bulk = screen.getByTestId('history-bulk-delete');
    bulk.focus();
    fireEvent.click(bulk);

    const question = 'Hapus 2 kalkulasi dari akun Anda?';
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Batal', description: question }));
    expect(screen.getByRole('button', { name: 'Ya, hapus', description: question })).toBeTruthy();
  });

  it('Escape answers "not now": nothing is deleted and the focus is back on "Hapus yang dipilih"', () => {
    const onBulkDelete = renderToolbar();
    fireEvent.click(screen.getByTestId('history-bulk-delete'));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Batal' }), { key: 'Escape' });

    expect(screen.queryByTestId('history-bulk-delete-confirm')).toBeNull();
    expect(screen.getByTestId('history-selected-count').textContent).toBe('2 kalkulasi akun dipilih');
    expect(document.activeElement).toBe(screen.getByTestId('history-bulk-delete'));
    expect(onBulkDelete).not.toHaveBeenCalled();
  });

  it('Batal gives the focus back to "Hapus yang dipilih"', () => {
    renderToolbar();
    fireEvent.click(screen.getByTestId('history-bulk-delete'));
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(document.activeElement).toBe(screen.getByTestId('history-bulk-delete'));
  });
});

describe('the search box', () => {
  it('keeps a key typed before its first effects have run (the first key of "gudang" was lost)', () => {
    const onSearch = vi.fn();
    // A key that comes once the box is on screen but before React has run the box's effects (they wait for a
    // task of their own after the page is drawn; a busy phone, or the full test run, leaves a gap): typed here
    // from a layout effect of the same commit, which always runs before those effects. Dispatched as the browser
    // does (the value set, then 'input'), inside the render's own act.
    function KeyBeforeEffects() {
      useLayoutEffect(() => {
        const box = screen.getByRole<HTMLInputElement>('searchbox');
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, 'g');
        box.dispatchEvent(new Event('input', { bubbles: true }));
      }, []);
      return null;
    }
    const toolbar = (search: string) => (
      <>
        <HistoryToolbar
          search={search}
          onSearch={onSearch}
          sort="created_at:desc"
          onSort={vi.fn()}
          selectedCount={0}
          deleting={false}
          onBulkDelete={vi.fn()}
        />
        <KeyBeforeEffects />
      </>
    );
    const { rerender } = render(toolbar(''));
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    expect(onSearch).toHaveBeenCalledWith('g');
    expect(box.value).toBe('g');
    fireEvent.change(box, { target: { value: `${box.value}u` } });
    expect(box.value).toBe('gu');
    expect(onSearch).toHaveBeenLastCalledWith('gu');

    // The address catching up with the first key leaves the second in the box; one it did not send still fills it.
    rerender(toolbar('g'));
    expect(box.value).toBe('gu');
    rerender(toolbar('lantai'));
    expect(box.value).toBe('lantai');
  });
});
