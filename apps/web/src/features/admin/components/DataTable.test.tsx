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

describe('the Aksi column of an admin table', () => {
  it('stays at the right edge over a table wider than the screen, on its own background', () => {
    const rows: Row[] = [
      { id: 1, name: 'Semen' },
      { id: 2, name: 'Pasir' },
    ];
    render(
      <DataTable
        name="materials"
        columns={[{ key: 'name', label: 'Nama', render: (row: Row) => row.name }]}
        rows={rows}
        rowKey={(row) => row.id}
        query={initialQuery('name')}
        onQuery={() => {}}
        onSort={() => {}}
        total={2}
        pages={1}
        searchLabel="Cari material"
        actions={(row) => <button type="button">Ubah {row.name}</button>}
      />,
    );
    const heading = screen.getByRole('columnheader', { name: 'Aksi' });
    const cells = rows.map((row) => screen.getByRole('button', { name: `Ubah ${row.name}` }).closest('td')!);
    for (const cell of [heading, ...cells]) {
      const classes = cell.className.split(' ');
      // Between 640 and 768 px the buttons were at the end of a horizontal scroll nothing pointed to.
      expect(classes).toEqual(expect.arrayContaining(['sticky', 'right-0']));
      expect(classes.some((name) => name.startsWith('bg-'))).toBe(true);
    }
  });
});
