import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { initialQuery } from '../table';
import { DataTable } from './DataTable';

interface Row {
  id: number;
  name: string;
}

/** Two pages of materials, the page kept by the table's owner as the admin tabs keep it. */
function Materials() {
  const [query, setQuery] = useState(initialQuery('name'));
  const rows: Row[] = query.page === 1 ? [{ id: 1, name: 'Semen' }] : [{ id: 2, name: 'Pasir' }];
  return (
    <DataTable
      name="materials"
      columns={[{ key: 'name', label: 'Nama', render: (row: Row) => row.name }]}
      rows={rows}
      rowKey={(row) => row.id}
      query={query}
      onQuery={setQuery}
      onSort={() => {}}
      total={2}
      pages={2}
      searchLabel="Cari material"
    />
  );
}

const previous = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Halaman sebelumnya' });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Halaman berikutnya' });

describe('the pager under an admin table', () => {
  it('keeps the focus on the pager when the last or first page disables the button pressed', () => {
    render(<Materials />);
    next().focus();
    fireEvent.click(next());
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(previous());

    fireEvent.click(previous());
    expect(previous().disabled).toBe(true);
    expect(document.activeElement).toBe(next());
  });

  it('says the page it turned to in a polite live region, the "1 / 2" shown as before', () => {
    render(<Materials />);
    const spoken = screen.getByText('Halaman 1 dari 2');
    expect(spoken.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('materials-page').textContent).toBe('1 / 2');
    fireEvent.click(next());
    expect(spoken.textContent).toBe('Halaman 2 dari 2');
    expect(screen.getByTestId('materials-page').textContent).toBe('2 / 2');
  });
});
