import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftErrors, emptyDraft, priceDraft, type ProjectDraft } from '../draft';
import { DivisionEditor } from './DivisionEditor';

// A line's amount past Rp 9 kuadriliun is said under its volume as it is typed, as the account would refuse it.

const draft: ProjectDraft = {
  ...emptyDraft('local_x', 'Kawasan industri'),
  divisions: [
    {
      code: 'A',
      name: 'PEKERJAAN TANAH',
      items: [
        {
          id: 'g1',
          job_type_id: null,
          description: 'Galian',
          unit: 'm³',
          volumeText: '2 × 3',
          parts: null,
          freePrice: 80_000,
          priceSource: 'free',
        },
        {
          id: 'u1',
          job_type_id: null,
          description: 'Urugan kawasan',
          unit: 'm³',
          volumeText: '1.000.000',
          parts: null,
          freePrice: 10_000_000_000,
          priceSource: 'free',
        },
      ],
    },
  ],
};

describe('DivisionEditor', () => {
  it('shows the amount refused under the volume of its line, the other lines as typed', () => {
    const noop = () => {};
    render(
      <DivisionEditor
        division={draft.divisions[0]!}
        priced={priceDraft(draft).divisions[0]}
        index={0}
        codes={['A']}
        errors={draftErrors(draft)}
        actions={{ change: noop, move: noop, remove: noop, moveItem: noop }}
      />,
    );
    const [galian, urugan] = screen.getAllByTestId('project-item-volume');
    expect(galian!.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(galian!.getAttribute('aria-describedby')!)?.textContent).toBe('= 6');
    expect(urugan!.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(urugan!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Jumlah harga "Urugan kawasan" terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.',
    );
  });
});
