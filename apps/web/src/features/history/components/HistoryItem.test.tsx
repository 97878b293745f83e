import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatQuantity, toCalculationRecord } from '@kalkulator/core';
import { fixtures } from '../../../test/fixtures';
import type { HistoryEntry } from '../entries';
import { HistoryItem } from './HistoryItem';

const record = {
  ...toCalculationRecord(fixtures.localResult('x', 1_000_000)),
  id: 31,
  is_local: false,
  project_name: 'Rumah Budi',
};
const entry: HistoryEntry = { key: 'account-31', source: 'account', record };
/** The volume and time as the card shows them. */
const shown = (item: typeof record) =>
  `${formatQuantity(item.volume)} ${item.job_type_unit}, ${formatDateTime(item.created_at)}`;
const name = `${record.job_type_name}, Rumah Budi, ${shown(record)}`;

function renderItem(onSelect = vi.fn()) {
  const onDelete = vi.fn();
  render(
    <ul>
      <HistoryItem
        entry={entry}
        onDelete={onDelete}
        onEdit={vi.fn()}
        onDuplicate={vi.fn()}
        onSelect={onSelect}
      />
    </ul>,
  );
  return onDelete;
}

describe('a history card', () => {
  it('names each button after its result, keeping the words shown', () => {
    renderItem();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(record.job_type_name);
    for (const [action, testId] of [
      ['Ubah', 'history-edit'],
      ['Duplikat', 'history-duplicate'],
      ['Hapus', 'history-delete'],
      ['Lihat detail', 'history-open'],
    ]) {
      const button = screen.getByRole('button', { name: `${action} ${name}` });
      expect(button).toBe(screen.getByTestId(testId!));
      expect(button.textContent).toBe(action);
    }
    expect(screen.getByRole('checkbox', { name: `Pilih ${name}` })).toBeTruthy();
    // Ten cards are not ten identical "Ekspor PDF" to a screen reader.
    const exports = screen.getByRole('group', { name: `Ekspor ${name}` });
    const pdf = within(exports).getByRole('button', { name: `Ekspor PDF ${name}` });
    expect(pdf).toBe(within(exports).getByTestId('export-pdf'));
    expect(pdf.textContent).toBe('PDF');
    expect(within(exports).getByRole('button', { name: `Ekspor Excel ${name}` }).textContent).toBe('Excel');

    fireEvent.click(screen.getByTestId('history-open'));
    expect(screen.getByRole('button', { name: `Tutup ${name}` }).textContent).toBe('Tutup');
  });

  it('names the buttons of three cards of one job without a project apart, by their volume and time', () => {
    const cards = [
      { id: 41, volume: 10, created_at: '2025-05-03T02:15:00.000Z' },
      { id: 42, volume: 20, created_at: '2025-05-03T02:40:00.000Z' },
      { id: 43, volume: 10, created_at: '2025-05-04T09:05:00.000Z' },
    ].map((differs) => ({ ...record, ...differs, project_name: '' }));
    render(
      <ul>
        {cards.map((card) => (
          <HistoryItem
            key={card.id}
            entry={{ key: `account-${card.id}`, source: 'account', record: card }}
            onDelete={vi.fn()}
            onEdit={vi.fn()}
            onDuplicate={vi.fn()}
            onSelect={vi.fn()}
          />
        ))}
      </ul>,
    );
    for (const testId of [
      'history-delete',
      'history-edit',
      'history-duplicate',
      'history-open',
      'export-pdf',
    ]) {
      const names = screen.getAllByTestId(testId).map((button) => button.getAttribute('aria-label'));
      expect(new Set(names).size).toBe(3);
    }
    const deletes = cards.map((card) =>
      screen.getByRole('button', { name: `Hapus ${card.job_type_name}, ${shown(card)}` }),
    );
    expect(deletes).toEqual(screen.getAllByTestId('history-delete'));
    expect(new Set(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).size).toBe(
      3,
    );
  });

  it('takes a tap beside the small checkbox too: a label around it is the 44 px target', () => {
    const onSelect = vi.fn();
    renderItem(onSelect);
    const target = screen.getByRole('checkbox', { name: `Pilih ${name}` }).closest('label');
    expect(target?.className).toMatch(/(^| )p-3( |$)/);
    fireEvent.click(target!);
    expect(onSelect).toHaveBeenCalledWith(entry, true);
  });

  it('reads the question with Batal, and Batal gives the focus back to Hapus', () => {
    const onDelete = renderItem();
    fireEvent.click(screen.getByTestId('history-delete'));
    const batal = screen.getByRole('button', { name: 'Batal', description: 'Hapus kalkulasi ini?' });
    expect(document.activeElement).toBe(batal);
    expect(
      screen.getByRole('button', { name: 'Ya, hapus', description: 'Hapus kalkulasi ini?' }),
    ).toBeTruthy();
    fireEvent.click(batal);
    expect(screen.queryByTestId('history-delete-confirmation')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('history-delete'));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('does not take the focus to Hapus when the details open or close', () => {
    renderItem();
    fireEvent.click(screen.getByTestId('history-delete'));
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    const open = screen.getByTestId('history-open');
    open.focus();
    fireEvent.click(open);
    expect(document.activeElement).toBe(open);
  });
});
