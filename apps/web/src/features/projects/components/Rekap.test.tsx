import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDraft, priceDraft, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { Rekap } from './Rekap';

// On a 320 px phone the Rekapitulasi stays inside its card: a figure's amount wraps under its name instead of
// touching it or leaving the grey box, and the divisions' table scrolls in place past the card's edge. jsdom lays
// nothing out: the classes that do it are checked; the browser check is the lead's.

const draft: ProjectDraft = {
  ...emptyDraft('local_gedung', 'Gedung'),
  rounding: '1000',
  divisions: [
    { code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [freeLine('Mobilisasi', 3_923_521_000)] },
    { code: 'B', name: 'PEKERJAAN STRUKTUR BETON BERTULANG', items: [] },
  ],
};

describe('Rekap on a narrow screen', () => {
  it('wraps each amount under its name when both do not fit, never running into it', () => {
    render(<Rekap draft={draft} priced={priceDraft(draft)} />);
    const rounded = screen.getByTestId('rekap-rounded');
    expect(rounded.textContent).toBe('Rp\u00a04.355.108.000');
    for (const id of ['rekap-subtotal', 'rekap-ppn', 'rekap-total', 'rekap-rounded']) {
      const amount = screen.getByTestId(id);
      const row = amount.parentElement!;
      expect(row.classList, id).toContain('flex-wrap');
      expect(row.classList, id).toContain('gap-x-3');
      // Right-aligned on its own line, and broken between digits rather than out of the box.
      expect(amount.classList, id).toContain('ml-auto');
      expect(amount.classList, id).toContain('wrap-anywhere');
    }
  });

  it('scrolls the divisions table inside the card, a named region reachable by keyboard', () => {
    render(<Rekap draft={draft} priced={priceDraft(draft)} />);
    const region = screen.getByRole('region', { name: 'Rekapitulasi per bagian' });
    expect(region.classList).toContain('overflow-x-auto');
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')?.textContent).toContain('Bobot');
    expect(region.querySelectorAll('[data-testid="rekap-division"]')).toHaveLength(2);
  });
});
