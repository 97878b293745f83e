import { fireEvent, render, screen } from '@testing-library/react';
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
