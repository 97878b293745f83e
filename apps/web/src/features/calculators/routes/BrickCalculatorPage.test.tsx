import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculatorMessages } from '@kalkulator/core';
import { answerAll, renderScreen } from '../../../test/render';
import BrickCalculatorPage from './BrickCalculatorPage';

function renderPage() {
  // The hand-off searches the catalogue: answer with one matching and one other-unit job type.
  renderScreen(
    '/brick-calculator',
    <BrickCalculatorPage />,
    answerAll({
      categories: [],
      // In the catalogue's order: the 1:4 wall, shared by every brick, comes after the other mixes of bata merah.
      job_types: [
        {
          id: 13,
          name: 'Pasangan dinding bata merah 1/2 batu campuran 1PC:3PP',
          unit: 'm²',
          code: 'A.4.4.1.8',
        },
        {
          id: 11,
          name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
          unit: 'm²',
          code: 'A.4.4.1.9',
        },
        { id: 14, name: 'Pasangan pagar bata 1/2 batu campuran 1PC:4PP', unit: 'm²', code: 'A.9.1.2.2' },
        { id: 12, name: 'Bongkar dinding', unit: 'm³', code: 'A.2.2.1.3' },
      ],
    }),
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByTestId(`input-${name}`), { target: { value } });

describe('BrickCalculatorPage', () => {
  it('updates the result on every keystroke and explains bad input', async () => {
    renderPage();
    // Defaults: 5 × 3 m = 15 m² of bata merah.
    expect(screen.getByTestId('result-area').textContent).toBe('15 m²');
    type('openings', '2');
    type('wallHeight', '3,0');
    expect(screen.getByTestId('result-area').textContent).toBe('13 m²');
    // 13 · 70 = 910, +5% = 955,5 → 956
    expect(screen.getByTestId('result-bricks').textContent).toBe('956 bh');
    // The count to buy is among the first three rows, the ones a saved result's card shows.
    const rows = [...screen.getByTestId('calculator-result').querySelectorAll('[data-testid^="result-"]')];
    expect(rows.slice(0, 3).map((row) => row.getAttribute('data-testid'))).toContain('result-bricks');

    type('wallHeight', '-3');
    expect(screen.getByTestId('error-wallHeight').textContent).toBe(
      calculatorMessages.positive('Tinggi dinding'),
    );
    expect(screen.queryByTestId('result-bricks')).toBeNull();
    expect(screen.getByTestId('calculator-result').textContent).not.toMatch(/NaN|Infinity/);
  });

  it('offers only job types of the same unit and links with the quantity', async () => {
    renderPage();
    type('wallHeight', '2,5');
    const link = await screen.findByTestId('handoff-link');
    expect(link.getAttribute('href')).toBe('/calculate/11?volume=12.5&waste=5');
    const names = screen.getAllByTestId('handoff-job-name');
    // The one that fits the wall (1:4, bata merah) first, then the catalogue's order.
    expect(names.map((name) => name.textContent)).toEqual([
      'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
      'Pasangan dinding bata merah 1/2 batu campuran 1PC:3PP',
      'Pasangan pagar bata 1/2 batu campuran 1PC:4PP',
    ]);

    // A 1:3 mortar picks the job type of that mix.
    type('mix', '3');
    expect(screen.getByTestId('handoff-link').getAttribute('href')).toBe('/calculate/13?volume=12.5&waste=5');
    expect(screen.getByRole('radio', { name: /1PC:3PP/ })).toHaveProperty('checked', true);

    // The user's own choice wins over the mix's.
    fireEvent.click(screen.getByRole('radio', { name: /pagar/ }));
    expect(screen.getByTestId('handoff-link').getAttribute('href')).toBe('/calculate/14?volume=12.5&waste=5');

    // No wall job of a 1:7 mortar: the user is asked to choose, no richer mix is offered in its place.
    type('mix', '7');
    expect(screen.getByTestId('handoff-pick').textContent).toContain('(bata merah, campuran 1:7)');
    expect(screen.queryByTestId('handoff-link')).toBeNull();
  });

  it('hands a wall of another joint to no job type unasked: the catalogue counts 10 mm joints', async () => {
    renderPage();
    await screen.findByTestId('handoff-link');
    type('joint', '15');
    await screen.findByTestId('handoff-pick');
    expect(screen.getByTestId('handoff-pick').textContent).toContain(
      '(bata merah, campuran 1:4, siar 15 mm)',
    );
    expect(screen.queryByTestId('handoff-link')).toBeNull();
    type('joint', '10');
    expect((await screen.findByTestId('handoff-link')).getAttribute('href')).toMatch(
      /^\/calculate\/11\?volume=15/,
    );
  });

  it('says which rate it counts: SNI 6897 for bata merah, the catalogue’s batako wall, the thin bed for bata ringan', () => {
    renderPage();
    expect(document.body.textContent).toContain(
      'SNI 6897:2008 untuk dinding 1/2 bata merah (1:4: 11,5 kg PC dan 0,043 m³ pasir',
    );
    fireEvent.change(screen.getByTestId('input-brick'), { target: { value: 'batako' } });
    expect(document.body.textContent).toContain(
      'jenis pekerjaan dinding batako di katalog (1:4: 4,5 kg PC dan 0,016 m³ pasir',
    );
    // 15 m² of batako wall at 10 mm joints · 4,5 kg = 67,5 kg, as the job calculator and a project count it
    expect(screen.getByTestId('result-cement').textContent).toBe('67,5 kg');
    fireEvent.change(screen.getByTestId('input-brick'), { target: { value: 'bata_ringan' } });
    expect(document.body.textContent).toContain('perekat thin bed 4 kg/m²');
    expect(document.body.textContent).not.toContain('kg PC');
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('counts bricks as the catalogue’s wall job types do: 15 m² · 70 = 1.050 bata merah (SNI 6897), 12,5 batako, 8,33 bata ringan per m²', async () => {
    renderPage();
    const result = (key: string) => screen.getByTestId(`result-${key}`).textContent;
    expect(result('per-m2')).toBe('70 bh');
    expect(result('bricks-net')).toBe('1.050 bh');
    expect(result('bricks')).toBe('1.103 bh');
    const sources = () => screen.getByTestId('calculator-sources').textContent;
    expect(sources()).toContain('Bata per m² = 70 bh/m² sebelum susut, dengan siar 10 mm (SNI 6897:2008)');
    // The job calculator and "Tambah ke proyek" get the wall's area, which they count 70 bricks per m² of.
    expect((await screen.findByTestId('handoff-link')).getAttribute('href')).toBe(
      '/calculate/11?volume=15&waste=5',
    );
    expect(screen.getByTestId('handoff-add-to-project')).toBeTruthy();

    // Another joint scales the count as the bricks as laid do: 70 · (0,23 · 0,06) / (0,235 · 0,065) = 63,24.
    type('joint', '15');
    expect(result('per-m2')).toBe('63,24 bh');
    expect(result('bricks-net')).toBe('948,61 bh');
    expect(sources()).toContain('dengan siar 15 mm angka itu dikalikan');
    type('joint', '10');

    fireEvent.change(screen.getByTestId('input-brick'), { target: { value: 'batako' } });
    expect(result('per-m2')).toBe('12,5 bh');
    expect(result('bricks-net')).toBe('187,5 bh');
    expect(sources()).toContain('12,5 bh/m² sebelum susut, dengan siar 10 mm (AHSP');
    fireEvent.change(screen.getByTestId('input-brick'), { target: { value: 'bata_ringan' } });
    expect(result('per-m2')).toBe('8,33 bh');
    expect(result('bricks-net')).toBe('125 bh');
    // 125 · 1,05 = 131,25 → 132, the catalogue’s 15 · 8,75
    expect(result('bricks')).toBe('132 bh');
    expect(sources()).toContain('8,33 bh/m² sebelum susut, dengan siar 3 mm');
    expect(sources()).not.toMatch(/NaN/);
  });

  it('hands the waste typed here to the job calculator, less what the catalogue’s count already holds', async () => {
    renderPage();
    // 4 × 2,5 m of bata merah, Susut 5 %: 10 · 70 · 1,05 = 735 here, and the job calculator buys 735 too.
    type('wallLength', '4');
    type('wallHeight', '2,5');
    expect(screen.getByTestId('result-bricks').textContent).toBe('735 bh');
    const link = () => screen.getByTestId('handoff-link').getAttribute('href');
    expect((await screen.findByTestId('handoff-link')).getAttribute('href')).toBe(
      '/calculate/11?volume=10&waste=5',
    );
    type('waste', '7,5');
    expect(link()).toBe('/calculate/11?volume=10&waste=7.5');
    type('waste', '0');
    expect(link()).toBe('/calculate/11?volume=10&waste=0');
    // Bata ringan: the catalogue's 8,75 per m² is 8,33 + 5 %, so 10 % here is 4,762 % more there (83,33 · 1,1 =
    // 8,75 · 10 · 1,04762 = 91,67), and 5 % nothing more.
    fireEvent.change(screen.getByTestId('input-brick'), { target: { value: 'bata_ringan' } });
    // This catalogue has no bata ringan wall of its own: the shared one is picked.
    fireEvent.click(await screen.findByRole('radio', { name: /bata merah, batako atau bata ringan/ }));
    type('waste', '10');
    expect(link()).toBe('/calculate/11?volume=10&waste=4.762');
    type('waste', '5');
    expect(link()).toBe('/calculate/11?volume=10&waste=0');
  });

  it('keeps what was typed when the screen is left and opened again, until Reset', () => {
    renderPage();
    type('wallLength', '8');
    type('openings', '2');
    expect(screen.getByTestId('result-area').textContent).toBe('22 m²');
    cleanup(); // the screen is left (another route, a reload or a killed tab)
    renderPage();
    expect((screen.getByTestId('input-wallLength') as HTMLInputElement).value).toBe('8');
    expect(screen.getByTestId('result-area').textContent).toBe('22 m²');
    fireEvent.click(screen.getByTestId('calculator-reset'));
    expect(screen.getByTestId('result-area').textContent).toBe('15 m²');
    cleanup();
    renderPage();
    expect((screen.getByTestId('input-wallLength') as HTMLInputElement).value).toBe('5');
  });

  it('moves the joint with the brick type, unless the user typed another one', () => {
    renderPage();
    const joint = () => (screen.getByTestId('input-joint') as HTMLInputElement).value;
    const brick = (value: string) =>
      fireEvent.change(screen.getByTestId('input-brick'), { target: { value } });
    brick('bata_ringan');
    expect(joint()).toBe('3');
    brick('bata_merah');
    expect(joint()).toBe('10');
    type('joint', '12');
    brick('batako');
    expect(joint()).toBe('12');
  });
});
