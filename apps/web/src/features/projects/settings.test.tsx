import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rekap } from './components/Rekap';
import { draftSettings, emptyDraft, priceDraft, settingsProblem, type ProjectDraft } from './draft';
import { syncFailureMessages } from './local';

// A project's overhead and PPN are read as the account reads them; one the editor calls invalid prices nothing.

const fence = {
  id: 'i1',
  job_type_id: null,
  description: 'Pagar seng',
  unit: 'ls',
  volumeText: '1',
  parts: null,
  freePrice: 3_000_000,
  priceSource: 'free' as const,
};
const ruko = (settings: Partial<ProjectDraft>): ProjectDraft => ({
  ...emptyDraft('local_ruko', 'Ruko Dua Tab'),
  divisions: [{ code: 'A', name: 'PERSIAPAN', items: [fence] }],
  ...settings,
});

describe('a project’s overhead and PPN', () => {
  it('reads "11%", "12,5" and an empty PPN as the account does', () => {
    expect(draftSettings(ruko({ ppn_percentage: '11%', overhead_percentage: '12,5' }))).toMatchObject({
      ppn_percentage: 11,
      overhead_percentage: 12.5,
    });
    expect(draftSettings(ruko({ ppn_percentage: '' })).ppn_percentage).toBe(11);
    expect(settingsProblem(ruko({ ppn_percentage: '11%', overhead_percentage: '15%' }))).toBeNull();
  });

  it('names an invalid one in the editor’s words', () => {
    expect(settingsProblem(ruko({ overhead_percentage: '20' }))).toBe(
      'Overhead & keuntungan (%): Overhead & keuntungan harus angka antara 0 dan 15% (Permen PUPR 8/2023)',
    );
    expect(settingsProblem(ruko({ ppn_percentage: 'abc' }))).toBe(
      'PPN (%): PPN harus angka antara 0 dan 100%',
    );
  });
});

describe('the rekap', () => {
  it('labels the PPN it used, whatever was typed around it', () => {
    const draft = ruko({ ppn_percentage: '11%' });
    render(<Rekap draft={draft} priced={priceDraft(draft)} />);
    expect(screen.getByTestId('rekap-ppn-label').textContent).toBe('PPN 11%');
    expect(screen.getByTestId('rekap-ppn').textContent).toContain('330.000');
  });

  it('labels an empty PPN with the 11 % it uses', () => {
    const draft = ruko({ ppn_percentage: '' });
    render(<Rekap draft={draft} priced={priceDraft(draft)} />);
    expect(screen.getByTestId('rekap-ppn-label').textContent).toBe('PPN 11%');
  });

  it('waits for a valid overhead instead of totalling with 20 %', () => {
    const draft = ruko({ overhead_percentage: '20' });
    render(<Rekap draft={draft} priced={priceDraft(draft)} waiting={settingsProblem(draft)} />);
    expect(screen.getByTestId('rekap-waiting').textContent).toContain('Overhead & keuntungan (%)');
    expect(screen.queryByTestId('rekap-total')).toBeNull();
  });
});

describe('a refused sync', () => {
  it('names the project and the field as the editor does', () => {
    const draft = ruko({ overhead_percentage: '20' });
    const [message] = syncFailureMessages(
      [
        {
          local_id: 'local_ruko',
          details: [
            { param: 'overhead_percentage', msg: 'Overhead & keuntungan harus angka antara 0 dan 15%' },
          ],
        },
      ],
      [draft],
    );
    expect(message).toBe(
      '"Ruko Dua Tab" tidak dapat dipindahkan ke akun. Overhead & keuntungan (%): Overhead & keuntungan harus angka antara 0 dan 15%. Perbaiki di proyek itu, lalu sinkronkan lagi.',
    );
  });
});
