import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { ProjectEditor } from './ProjectEditor';

// The editor draws again only the division and line that changed; each change still starts from the project as it
// stands, so an edit in a division not drawn since the last keystroke keeps that keystroke.

const start: ProjectDraft = {
  ...emptyDraft('local_ruko', 'Ruko'),
  divisions: [
    {
      code: 'A',
      name: 'PERSIAPAN',
      items: [freeLine('Mobilisasi', 1_000_000), freeLine('Direksi keet', 500_000)],
    },
    { code: 'B', name: 'BETON', items: [freeLine('Sewa molen', 200_000)] },
  ],
};

function show() {
  const seen: { draft: ProjectDraft } = { draft: start };
  function Harness() {
    const [draft, setDraft] = useState(start);
    seen.draft = draft;
    return <ProjectEditor draft={draft} errors={{}} onChange={setDraft} onBookChange={() => undefined} />;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return seen;
}

const volumes = () => screen.getAllByTestId('project-item-volume');

describe('the project editor', () => {
  it('keeps every change made in divisions and lines drawn at different times', () => {
    const seen = show();
    fireEvent.change(volumes()[0]!, { target: { value: '2' } });
    // Division B was not drawn again for that change: its line's edit must still keep A's volume.
    fireEvent.change(volumes()[2]!, { target: { value: '3' } });
    fireEvent.change(screen.getAllByLabelText(/^Nama bagian/)[1]!, { target: { value: 'BETON BERTULANG' } });
    expect(seen.draft.divisions.map((division) => division.items.map((item) => item.volumeText))).toEqual([
      ['2', '1'],
      ['3'],
    ]);
    expect(seen.draft.divisions[1]!.name).toBe('BETON BERTULANG');

    // Moved to B after those edits, "Direksi keet" goes with its volume and leaves A's other line as typed.
    const [, direksi] = screen.getAllByTestId('project-item');
    fireEvent.change(within(direksi!).getByTestId('project-item-move'), { target: { value: '1' } });
    expect(
      seen.draft.divisions.map((division) =>
        division.items.map((item) => `${item.description} ${item.volumeText}`),
      ),
    ).toEqual([['Mobilisasi 2'], ['Sewa molen 3', 'Direksi keet 1']]);

    // The amounts on screen follow: 2 × 1.000.000, then 3 × 200.000 + 500.000 in B.
    const totals = screen
      .getAllByTestId('project-division-total')
      .map((total) => total.textContent?.replace(/\s/g, ' '));
    expect(totals).toEqual(['Jumlah bagian ARp 2.000.000', 'Jumlah bagian BRp 1.100.000']);
  });

  it('moves and removes divisions with their own lines', () => {
    const seen = show();
    fireEvent.change(volumes()[2]!, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan bagian BETON' }));
    // The codes number the RAB and stay in place; the division goes up with its name and lines.
    expect(seen.draft.divisions.map((division) => division.name)).toEqual(['BETON', 'PERSIAPAN']);
    expect(seen.draft.divisions[0]!.items[0]!.volumeText).toBe('4');
    // The line moved up with its division is edited where it now is.
    fireEvent.change(volumes()[0]!, { target: { value: '5' } });
    expect(seen.draft.divisions[0]!.items[0]!.volumeText).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Hapus item 1: Sewa molen' }));
    expect(seen.draft.divisions[0]!.items).toEqual([]);
    expect(seen.draft.divisions[1]!.items).toHaveLength(2);
  });

  it("puts the focus in a new division's name with its placeholder selected, so the name is typed at once", () => {
    const seen = show();
    const add = screen.getByTestId('project-add-division');
    add.focus();
    fireEvent.click(add);
    expect(seen.draft.divisions.map((division) => `${division.code} ${division.name}`)).toEqual([
      'A PERSIAPAN',
      'B BETON',
      'C PEKERJAAN BARU',
    ]);
    const name = screen.getByRole('textbox', { name: 'Nama bagian 3' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 'PEKERJAAN BARU'.length]);
  });
});
