import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, answerAll, renderScreen } from '../../../test/render';
import { HandOff, type HandOffOption } from './HandOff';

// The catalogue's search answer, in its order: the shallow dig first, the deeper ones after it.
const catalogue = answerAll({
  categories: [],
  job_types: [
    { id: 4, name: 'Galian tanah biasa sedalam 1 m', unit: 'm³', code: 'A.2.3.1.1' },
    { id: 5, name: 'Galian tanah biasa sedalam 1–2 m', unit: 'm³', code: 'A.2.3.1.2' },
    { id: 6, name: 'Galian tanah biasa sedalam 2–3 m', unit: 'm³', code: 'A.2.3.1.3' },
    { id: 7, name: 'Urugan tanah kembali', unit: 'm³', code: 'A.2.3.1.9' },
    { id: 8, name: 'Pembesian dengan besi polos atau ulir', unit: 'kg', code: 'A.4.1.1.17' },
    // An admin's own job type, its unit typed the spreadsheet way.
    { id: 9, name: 'Galian pondasi batu kali', unit: 'm3', code: 'U.001' },
  ],
});

const dig = (band: string): HandOffOption => ({
  key: 'excavation',
  label: 'Galian',
  value: 4.9,
  unit: 'm³',
  search: 'galian',
  prefer: ['Galian tanah biasa', band],
  preferLabel: `kedalaman ${band}`,
});

/** The hand-off under a screen whose choice (the dig's depth band) can change. */
function Screen({ options }: { options: (band: string) => HandOffOption[] }) {
  const [band, setBand] = useState('sedalam 1–2 m');
  return (
    <>
      <button type="button" onClick={() => setBand('sedalam 2–3 m')}>
        lebih dalam
      </button>
      <button type="button" onClick={() => setBand('sedalam lebih dari 3 m')}>
        sangat dalam
      </button>
      <HandOff options={options(band)} />
    </>
  );
}

const link = () => screen.queryByTestId('handoff-link')?.getAttribute('href');
const checked = () => screen.queryAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);

describe('the hand-off to the job calculator', () => {
  it('offers the job type that fits the choices, follows them, and keeps a pick only under its choices', async () => {
    renderScreen('/footplate-calculator', <Screen options={(band) => [dig(band)]} />, catalogue);
    await screen.findByTestId('handoff-link');
    expect(link()).toBe('/calculate/5?volume=4.9');
    const first = () => screen.getAllByTestId('handoff-job-name')[0]?.textContent;
    // The one that fits heads the list, in sight on a phone.
    expect(first()).toBe('Galian tanah biasa sedalam 1–2 m');
    fireEvent.click(screen.getByRole('button', { name: 'lebih dalam' }));
    expect(link()).toBe('/calculate/6?volume=4.9');
    expect(first()).toBe('Galian tanah biasa sedalam 2–3 m');

    // The dig's own search offers digs only: "Urugan tanah kembali" is not one.
    expect(screen.queryByRole('radio', { name: /Urugan/ })).toBeNull();
    // The user's own pick wins, until a choice on the screen changes what fits.
    fireEvent.click(screen.getByRole('radio', { name: /Galian pondasi batu kali/ }));
    expect(link()).toBe('/calculate/9?volume=4.9');
    fireEvent.click(screen.getByRole('button', { name: 'sangat dalam' }));
    // Nothing fits a pit deeper than 3 m: the user is asked, nothing is offered in its place.
    expect(screen.getByTestId('handoff-pick').textContent).toContain(
      'persis cocok di katalog (kedalaman sedalam lebih dari 3 m)',
    );
    expect(checked()).toEqual([]);
    expect(link()).toBeUndefined();
    expect(screen.queryByTestId('handoff-add-to-project')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /2–3 m/ }));
    expect(link()).toBe('/calculate/6?volume=4.9');
    expect(screen.queryByTestId('handoff-pick')).toBeNull();
  });

  it('without choices to fit, offers the only match and asks when there are several', async () => {
    const quantity = { key: 'total', label: 'Volume total', value: 2, search: 'x' };
    renderScreen('/volume-calculator', <HandOff options={[{ ...quantity, unit: 'm³' }]} />, catalogue);
    await screen.findByTestId('handoff-pick');
    expect(screen.getByTestId('handoff-pick').textContent).toBe('Pilih jenis pekerjaan yang sesuai.');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /Galian pondasi batu kali/ })).toBeTruthy();
    expect(link()).toBeUndefined();
  });

  it('offers the one match of a unit without asking', async () => {
    renderScreen(
      '/beam-calculator',
      <HandOff options={[{ key: 'steel', label: 'Pembesian', value: 32.7, unit: 'kg', search: 'besi' }]} />,
      catalogue,
    );
    await screen.findByTestId('handoff-link');
    expect(link()).toBe('/calculate/8?volume=32.7');
    expect(screen.queryByTestId('handoff-pick')).toBeNull();
  });

  it('carries the brick to a wall job type with brick variants, and only there', async () => {
    const walls = answerAll({
      categories: [],
      job_types: [
        {
          id: 27,
          name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
          unit: 'm²',
          has_brick_variants: true,
        },
        { id: 28, name: 'Pasangan dinding batako 10 × 20 × 40 cm campuran 1PC:4PP', unit: 'm²' },
      ],
    });
    const wall: HandOffOption = {
      key: 'area',
      label: 'Luas dinding',
      value: 30,
      unit: 'm²',
      search: 'batako',
      prefer: ['Pasangan dinding batako', 'campuran 1PC:4PP'],
      brickType: 'batako',
    };
    renderScreen('/brick-calculator', <HandOff options={[wall]} />, walls);
    await screen.findByTestId('handoff-link');
    // The batako wall's own job type has one brick only.
    expect(link()).toBe('/calculate/28?volume=30');
    // The shared wall job type is priced by brick: the job calculator opens with batako, as the project line would.
    fireEvent.click(screen.getByRole('radio', { name: /bata merah, batako atau bata ringan/ }));
    expect(link()).toBe('/calculate/27?volume=30&brick_type=batako');
  });

  it('carries the waste typed on the screen to any job type, as the job calculator reads it', async () => {
    const walls = answerAll({
      categories: [],
      job_types: [
        {
          id: 27,
          name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
          unit: 'm²',
          has_brick_variants: true,
        },
        { id: 28, name: 'Pasangan dinding batako 10 × 20 × 40 cm campuran 1PC:4PP', unit: 'm²' },
      ],
    });
    const wall = (waste: number): HandOffOption => ({
      key: 'area',
      label: 'Luas dinding',
      value: 10,
      unit: 'm²',
      search: 'batako',
      prefer: ['Pasangan dinding batako', 'campuran 1PC:4PP'],
      brickType: 'batako',
      waste,
    });
    function WasteScreen() {
      const [waste, setWaste] = useState(5);
      return (
        <>
          <button type="button" onClick={() => setWaste(100 * (1.1 / 1.05 - 1))}>
            susut lain
          </button>
          <HandOff options={[wall(waste)]} />
        </>
      );
    }
    renderScreen('/brick-calculator', <WasteScreen />, walls);
    await screen.findByTestId('handoff-link');
    expect(link()).toBe('/calculate/28?volume=10&waste=5');
    fireEvent.click(screen.getByRole('radio', { name: /bata merah, batako atau bata ringan/ }));
    expect(link()).toBe('/calculate/27?volume=10&brick_type=batako&waste=5');
    fireEvent.click(screen.getByRole('button', { name: 'susut lain' }));
    expect(link()).toBe('/calculate/27?volume=10&brick_type=batako&waste=4.762');
  });

  it("offers the plaster calculator's area to plaster jobs, not to a fence that mentions plaster", async () => {
    // The catalogue finds "plesteran" in names and descriptions alike: the fence's says "plesteran dihitung terpisah".
    const found = answerAll({
      categories: [],
      job_types: [
        {
          id: 40,
          name: 'Plesteran 1PC:4PP tebal 15 mm',
          unit: 'm²',
          category_name: 'Pekerjaan Plesteran & Acian',
        },
        {
          id: 41,
          name: 'Plesteran 1PC:6PP tebal 15 mm',
          unit: 'm²',
          category_name: 'Pekerjaan Plesteran & Acian',
        },
        { id: 42, name: 'Acian semen', unit: 'm²', category_name: 'Pekerjaan Plesteran & Acian' },
        {
          id: 43,
          name: 'Pasangan pagar bata 1/2 batu campuran 1PC:4PP',
          unit: 'm²',
          category_name: 'Pekerjaan Luar',
        },
      ],
    });
    const plaster: HandOffOption = {
      key: 'area',
      label: 'Luas plesteran',
      value: 24,
      unit: 'm²',
      search: 'plesteran',
      prefer: ['Plesteran 1PC:4PP', 'tebal 15 mm'],
    };
    renderScreen('/plaster-calculator', <HandOff options={[plaster]} />, found);
    await screen.findByTestId('handoff-link');
    const names = () => screen.getAllByTestId('handoff-job-name').map((name) => name.textContent);
    expect(names()).toEqual([
      'Plesteran 1PC:4PP tebal 15 mm',
      'Plesteran 1PC:6PP tebal 15 mm',
      'Acian semen',
    ]);
    expect(link()).toBe('/calculate/40?volume=24');
    // The user's own search finds what it finds.
    fireEvent.change(screen.getByLabelText('Cari jenis pekerjaan'), { target: { value: 'pagar' } });
    expect(await screen.findByText('Pasangan pagar bata 1/2 batu campuran 1PC:4PP')).toBeTruthy();
  });
});

describe('the hand-off offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /**
   * Offline: the service worker answers the search made before, and keeps, keyed as vite.config.ts keys it, the
   * analysis of the shallow dig (id 4) only; the deeper dig's (id 5) was never read on this device.
   */
  function offlineDevice() {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const kept = [
      'http://localhost/api/jobs/categories?search=galian',
      'http://localhost/api/job-types/4/details',
    ];
    vi.stubGlobal('caches', {
      has: async (name: string) => name === 'catalogue',
      open: async () => ({ keys: async () => kept.map((url) => new Request(url)) }),
    });
  }
  const radio = (name: RegExp) => screen.getByRole('radio', { name });
  const add = () => screen.getByTestId('handoff-add-to-project');

  it('marks a job type whose analysis is not kept "butuh koneksi" and offers no project for it; a kept one goes', async () => {
    offlineDevice();
    // The dialog asks for the price books too; the searches get the catalogue's answer.
    renderScreen('/footplate-calculator', <HandOff options={[dig('sedalam 1–2 m')]} />, (config) =>
      config.url === '/price-books' ? answer(config, { price_books: [] }) : catalogue(config),
    );
    // The fitting dig (1–2 m) is not on this device: said beside it and under the button, before any tap.
    await waitFor(() => expect(screen.getAllByTestId('handoff-job-offline').length).toBeGreaterThan(0));
    expect(radio(/sedalam 1–2 m/).closest('label')?.textContent).toContain('butuh koneksi');
    expect(radio(/sedalam 1 m/).closest('label')?.textContent).not.toContain('butuh koneksi');
    expect(add().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('handoff-needs-connection').textContent).toContain(
      'belum tersimpan di perangkat ini',
    );
    fireEvent.click(add());
    expect(screen.queryByTestId('add-to-project')).toBeNull();
    // The job calculator still opens with the quantity (it says itself what it has on this device).
    expect(link()).toBe('/calculate/5?volume=4.9');

    // The shallow dig's analysis is here: it goes to a project as online.
    fireEvent.click(radio(/sedalam 1 m/));
    expect(add().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('handoff-needs-connection')).toBeNull();
    fireEvent.click(add());
    expect(await screen.findByTestId('add-to-project')).toBeTruthy();
  });

  it('online, marks nothing and offers every job type to a project', async () => {
    renderScreen('/footplate-calculator', <HandOff options={[dig('sedalam 1–2 m')]} />, catalogue);
    await screen.findByTestId('handoff-link');
    expect(screen.queryByTestId('handoff-job-offline')).toBeNull();
    expect(add().getAttribute('aria-disabled')).toBeNull();
  });
});
