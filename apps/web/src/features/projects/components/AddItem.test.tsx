import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeUnitPrice, type CalculationResult } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { jobTypeDetailsQuery } from '../../calculator/api/queries';
import toast from '../../../lib/toast';
import { errorMessages } from '../../../lib/messages';
import { fixtures } from '../../../test/fixtures';
import type { DraftItem } from '../draft';
import { draftInputs, emptyDraft, projectBody } from '../draft';
import { AddItem, catalogueLine } from './AddItem';
import { calculationItem } from './AddToProjectDialog';

// A wall added to a project keeps its brick type: a bata ringan wall is priced, named and sent as bata ringan,
// not as the bata merah the analysis counts by default.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const wall = fixtures.brickWall;
const partsOf = (brickType: 'bata_merah' | 'bata_ringan') => {
  const price = computeUnitPrice(wall, { overheadPercentage: 0, brickType });
  return { A: price.A, B: price.B, C: price.C };
};

describe('a catalogue line of a wall', () => {
  it('is priced, named and kept with its brick type', () => {
    const line = catalogueLine(wall, '12,5', 'bata_ringan');
    expect(partsOf('bata_ringan').B).not.toBe(partsOf('bata_merah').B);
    expect(line).toMatchObject({
      job_type_id: wall.id,
      brickType: 'bata_ringan',
      description: `${wall.name} — bata ringan`,
      parts: partsOf('bata_ringan'),
      volumeText: '12,5',
    });
    const draft = {
      ...emptyDraft('local_x', 'Rumah'),
      divisions: [{ code: 'A', name: 'DINDING', items: [line] }],
    };
    expect(projectBody(draft).divisions[0]!.items[0]).toMatchObject({ brick_type: 'bata_ringan' });
    expect(draftInputs(draft)[0]!.items[0]).toMatchObject({ brick_type: 'bata_ringan' });
  });

  it('keeps no brick type on a job type without variants', () => {
    const plain = {
      ...wall,
      has_brick_variants: false,
      materials: wall.materials.filter((m) => !m.brick_type),
    };
    const line = catalogueLine(plain, '1', 'batako');
    expect(line.brickType).toBeUndefined();
    expect(line.description).toBe(wall.name);
  });

  it('from a calculation carries the calculator’s brick type and its own cost per unit', () => {
    const result: CalculationResult = fixtures.localResult('l1', 1_000_000);
    const line = calculationItem(wall.id, '10', result, 'bata_ringan');
    expect(line).toMatchObject({ brickType: 'bata_ringan', priceSource: 'calculation' });
    expect(line.description).toBe(`${result.job_type.name} — bata ringan`);
  });
});

describe('AddItem', () => {
  it('asks "Jenis bata" for a wall and adds the line priced with the brick chosen', async () => {
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
      ({
        data: config.url?.includes('/details') ? { job_type: wall } : { job_types: [wall] },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }) as AxiosResponse;
    const added: DraftItem[] = [];
    render(<AddItem divisionCode="A" onAdd={(item) => added.push(item)} />);
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'dinding' } });
    fireEvent.click(await screen.findByTestId('add-item-result'));
    const choice = await screen.findByTestId('add-item-brick-type');
    expect([...(choice as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Bata merah',
      'Batako',
      'Bata ringan (hebel)',
    ]);
    expect(added).toEqual([]);
    fireEvent.change(choice, { target: { value: 'bata_ringan' } });
    fireEvent.click(screen.getByTestId('add-item-brick-confirm'));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ brickType: 'bata_ringan', parts: partsOf('bata_ringan') });
  });
});

describe('AddItem in a project whose price book is gone', () => {
  it('says to pick another book in the project settings instead of "tidak ditemukan"', async () => {
    const failed = vi.spyOn(toast, 'error');
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.url?.includes('/details'))
        throw new AxiosError(
          'Not Found',
          'ERR_BAD_REQUEST',
          config,
          {},
          {
            data: { message: 'Daftar harga tidak ditemukan' },
            status: 404,
            statusText: 'Not Found',
            headers: {},
            config,
          },
        );
      return {
        data: { job_types: [{ ...wall, has_brick_variants: false }] },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      } as AxiosResponse;
    };
    const added: DraftItem[] = [];
    render(<AddItem divisionCode="A" bookId={7} onAdd={(item) => added.push(item)} />);
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'dinding' } });
    fireEvent.click(await screen.findByTestId('add-item-result'));
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith(
        'Daftar harga proyek ini sudah tidak ada. Pilih daftar harga lain atau Katalog nasional di pengaturan proyek, lalu tambahkan lagi.',
      ),
    );
    expect(added).toEqual([]);
  });
});

describe('AddItem’s search without an answer', () => {
  const noAnswer = (config: InternalAxiosRequestConfig) =>
    Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));

  /** The service worker's "catalogue" cache holding one category's job types, as opened online before. */
  function keptCategory(jobTypes: unknown[]) {
    const request = new Request('http://localhost/api/jobs/types/3');
    vi.stubGlobal('caches', {
      has: async (name: string) => name === 'catalogue',
      open: async () => ({
        keys: async () => [request],
        match: async () => new Response(JSON.stringify({ job_types: jobTypes })),
      }),
    });
  }

  it('says it is offline and offers the matching job types kept on the device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    keptCategory([wall, { ...wall, id: 999, name: 'Galian tanah', code: 'A.2.2.1.1' }]);
    apiClient.defaults.adapter = noAnswer;
    render(<AddItem divisionCode="A" onAdd={() => undefined} />);
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'galian' } });
    const note = await screen.findByTestId('add-item-search-failed-A');
    expect(note.textContent).toContain(errorMessages.offline);
    expect(screen.getAllByTestId('add-item-result').map((result) => result.textContent)).toEqual([
      expect.stringContaining('Galian tanah'),
    ]);
  });

  describe('offline, the job types whose analysis is not kept on this device', () => {
    afterEach(() => queryClient.clear());
    const galian = {
      ...wall,
      id: 501,
      name: 'Galian tanah biasa',
      code: 'A.2.2.1.1',
      has_brick_variants: false,
    };
    const urugan = { ...galian, id: 502, name: 'Urugan tanah kembali', code: 'A.2.3.1.1' };
    const pasir = { ...galian, id: 503, name: 'Urugan pasir tanah', code: 'A.2.3.1.2' };
    const detailsOf = (jobType: typeof galian) => ({ ...wall, ...jobType, materials: [] });

    /**
     * Offline: the service worker keeps a category with the three job types and, keyed as vite.config.ts keys them,
     * the analysis of `galian` (catalogue) and of `pasir` under another book; it answers those and nothing else.
     */
    function offlineDevice() {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const kept: Record<string, unknown> = {
        'http://localhost/api/jobs/types/3': { job_types: [galian, urugan, pasir] },
        'http://localhost/api/job-types/501/details': { job_type: detailsOf(galian) },
        'http://localhost/api/job-types/503/details?price_book_id=9': { job_type: detailsOf(pasir) },
      };
      vi.stubGlobal('caches', {
        has: async (name: string) => name === 'catalogue',
        open: async () => ({
          keys: async () => Object.keys(kept).map((url) => new Request(url)),
          match: async (request: Request) => new Response(JSON.stringify(kept[request.url])),
        }),
      });
      apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
        if (config.url === '/job-types/501/details' && !config.params?.price_book_id)
          return {
            data: kept['http://localhost/api/job-types/501/details'],
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          } as AxiosResponse;
        return noAnswer(config);
      };
    }
    const result = (name: string) =>
      screen
        .getAllByTestId('add-item-result')
        .find((button) => button.textContent?.includes(name)) as HTMLButtonElement;

    it('marks them "butuh koneksi" and disabled before the tap; the kept ones are added', async () => {
      offlineDevice();
      const added: DraftItem[] = [];
      render(<AddItem divisionCode="A" onAdd={(item) => added.push(item)} />);
      fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'tanah' } });
      await waitFor(() => expect(screen.getAllByTestId('add-item-result-offline')).toHaveLength(2));
      expect(result('Galian tanah biasa').disabled).toBe(false);
      expect(result('Galian tanah biasa').textContent).not.toContain('butuh koneksi');
      // Pasir's analysis is kept for another price book only: it needs the connection in this project.
      for (const name of ['Urugan tanah kembali', 'Urugan pasir tanah']) {
        expect(result(name).disabled).toBe(true);
        expect(result(name).textContent).toContain('butuh koneksi');
      }
      expect(screen.getByTestId('add-item-news-A').textContent).toBe('3 hasil, 2 butuh koneksi');
      expect(screen.getByTestId('add-item-need-connection-A').textContent).toContain(
        'belum tersimpan di perangkat ini',
      );

      fireEvent.click(result('Galian tanah biasa'));
      await waitFor(() => expect(added).toHaveLength(1));
      expect(added[0]).toMatchObject({ job_type_id: 501, description: 'Galian tanah biasa' });
    });

    it('offers one whose analysis this page read already, and adds it from that copy', async () => {
      offlineDevice();
      queryClient.setQueryData(jobTypeDetailsQuery(502, null).queryKey, detailsOf(urugan));
      const added: DraftItem[] = [];
      render(<AddItem divisionCode="A" onAdd={(item) => added.push(item)} />);
      fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'tanah' } });
      await waitFor(() => expect(screen.getAllByTestId('add-item-result-offline')).toHaveLength(1));
      expect(result('Urugan pasir tanah').disabled).toBe(true);
      fireEvent.click(result('Urugan tanah kembali'));
      await waitFor(() => expect(added).toHaveLength(1));
      expect(added[0]).toMatchObject({ job_type_id: 502, description: 'Urugan tanah kembali' });
    });

    it('checks a search the service worker answers from its copy too', async () => {
      offlineDevice();
      const offline = apiClient.defaults.adapter as (
        config: InternalAxiosRequestConfig,
      ) => Promise<AxiosResponse>;
      apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
        config.url === '/jobs/categories'
          ? ({
              data: { job_types: [galian, urugan] },
              status: 200,
              statusText: 'OK',
              headers: {},
              config,
            } as AxiosResponse)
          : offline(config);
      render(<AddItem divisionCode="A" onAdd={() => undefined} />);
      fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'tanah' } });
      await waitFor(() => expect(screen.getAllByTestId('add-item-result-offline')).toHaveLength(1));
      expect(result('Urugan tanah kembali').disabled).toBe(true);
      expect(result('Galian tanah biasa').disabled).toBe(false);
      expect(screen.queryByTestId('add-item-search-failed-A')).toBeNull();
    });

    it('marks nothing online', async () => {
      apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
        ({
          data: { job_types: [galian, urugan] },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        }) as AxiosResponse;
      render(<AddItem divisionCode="A" onAdd={() => undefined} />);
      fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'tanah' } });
      await waitFor(() => expect(screen.getAllByTestId('add-item-result')).toHaveLength(2));
      expect(screen.queryByTestId('add-item-result-offline')).toBeNull();
      expect(screen.getByTestId('add-item-news-A').textContent).toBe('2 hasil');
    });
  });

  it('says so when nothing matching is kept, and when the server fails online', async () => {
    keptCategory([]);
    apiClient.defaults.adapter = (config) =>
      Promise.reject(
        new AxiosError(
          'fail',
          'ERR_BAD_RESPONSE',
          config,
          {},
          {
            status: 500,
            statusText: 'Error',
            data: {},
            headers: {},
            config,
          },
        ),
      );
    render(<AddItem divisionCode="A" onAdd={() => undefined} />);
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'galian' } });
    const note = await screen.findByTestId('add-item-search-failed-A');
    expect(note.textContent).toContain(errorMessages.server);
    expect(screen.queryByTestId('add-item-result')).toBeNull();
  });
});

describe('AddItem for keyboard and screen reader users', () => {
  /** A button pressed from the keyboard: it has the focus when it acts, as a tap gives it. */
  const press = (button: HTMLElement) => {
    button.focus();
    fireEvent.click(button);
  };
  const galian = {
    ...wall,
    id: 501,
    name: 'Galian tanah biasa',
    code: 'A.2.2.1.1',
    has_brick_variants: false,
  };
  const urugan = { ...galian, id: 502, name: 'Urugan tanah kembali', code: 'A.2.3.1.1' };
  /** The catalogue: `galian` and `urugan` found for "tanah", nothing for anything else. */
  const catalogue = async (config: InternalAxiosRequestConfig) =>
    ({
      data: config.url?.includes('/details')
        ? { job_type: { ...wall, ...galian, materials: [] } }
        : { job_types: config.params?.search === 'tanah' ? [galian, urugan] : [] },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }) as AxiosResponse;

  it('says politely how many job types were found, or that none was', async () => {
    apiClient.defaults.adapter = catalogue;
    render(<AddItem divisionCode="A" onAdd={() => undefined} />);
    const news = screen.getByTestId('add-item-news-A');
    expect(news.getAttribute('role')).toBe('status');
    expect(news.getAttribute('aria-live')).toBe('polite');
    expect(news.textContent).toBe('');
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'tanah' } });
    await waitFor(() => expect(news.textContent).toBe('2 hasil'));
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'kolam' } });
    await waitFor(() => expect(news.textContent).toBe('Tidak ada hasil'));
  });

  it('keeps the focus in the emptied search field after a result is chosen, and says the line was added', async () => {
    apiClient.defaults.adapter = catalogue;
    const added: DraftItem[] = [];
    render(<AddItem divisionCode="B" onAdd={(item) => added.push(item)} />);
    const field = screen.getByTestId('add-item-search-B') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'tanah' } });
    const [first] = await screen.findAllByTestId('add-item-result');
    first!.focus();
    fireEvent.click(first!);
    await waitFor(() => expect(added).toHaveLength(1));
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('');
    expect(screen.queryByTestId('add-item-result')).toBeNull();
    expect(screen.getByTestId('add-item-news-B').textContent).toBe(
      'Galian tanah biasa ditambahkan ke bagian B',
    );
  });

  it('does the same for a free line', () => {
    const added: DraftItem[] = [];
    render(<AddItem divisionCode="C" onAdd={(item) => added.push(item)} />);
    fireEvent.click(screen.getByRole('button', { name: /Item bebas/ }));
    fireEvent.change(screen.getByLabelText('Uraian item bebas'), { target: { value: 'Mobilisasi' } });
    fireEvent.change(screen.getByLabelText('Harga satuan item bebas'), { target: { value: '2.500.000' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Tambahkan item bebas' }));
    expect(added).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByTestId('add-item-search-C'));
    expect(screen.getByTestId('add-item-news-C').textContent).toBe('Mobilisasi ditambahkan ke bagian C');
  });

  it('opens the free line on its first field, and gives the focus back to its button on "Batal"', () => {
    const added: DraftItem[] = [];
    render(<AddItem divisionCode="E" onAdd={(item) => added.push(item)} />);
    press(screen.getByRole('button', { name: '+ Item bebas (harga satuan diketik)' }));
    const description = screen.getByLabelText('Uraian item bebas');
    expect(document.activeElement).toBe(description);

    fireEvent.change(description, { target: { value: 'Mobilisasi' } });
    press(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByLabelText('Uraian item bebas')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: '+ Item bebas (harga satuan diketik)' }),
    );
    expect(added).toEqual([]);
    // Opened again, what was typed before "Batal" is gone.
    fireEvent.click(screen.getByRole('button', { name: '+ Item bebas (harga satuan diketik)' }));
    expect((screen.getByLabelText('Uraian item bebas') as HTMLInputElement).value).toBe('');
  });

  it('gives the focus back to the wall chosen when its brick is not ("Batal"), to the search once it is gone', async () => {
    const dinding = { ...wall, code: 'A.4.4.1.9' };
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
      ({
        data: { job_types: config.params?.search === 'A.4.4.1.9' ? [dinding] : [] },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }) as AxiosResponse;
    const added: DraftItem[] = [];
    render(<AddItem divisionCode="F" onAdd={(item) => added.push(item)} />);
    const field = screen.getByTestId('add-item-search-F');
    fireEvent.change(field, { target: { value: 'A.4.4.1.9' } });
    const result = await screen.findByTestId('add-item-result');
    press(result);
    await screen.findByTestId('add-item-brick-F');
    press(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByTestId('add-item-brick-F')).toBeNull();
    expect(document.activeElement).toBe(result);

    // Asked again, and the search typed anew meanwhile: the result is gone, the focus goes to the search.
    press(result);
    await screen.findByTestId('add-item-brick-F');
    fireEvent.change(field, { target: { value: 'kolam' } });
    await waitFor(() => expect(screen.queryByTestId('add-item-result')).toBeNull());
    press(screen.getByRole('button', { name: 'Batal' }));
    expect(document.activeElement).toBe(field);
    expect(added).toEqual([]);
  });
});

describe('the free line’s price', () => {
  const open = (added: DraftItem[]) => {
    render(<AddItem divisionCode="D" onAdd={(item) => added.push(item)} />);
    fireEvent.click(screen.getByRole('button', { name: /Item bebas/ }));
    fireEvent.change(screen.getByLabelText('Uraian item bebas'), { target: { value: 'Urugan pasir' } });
    return screen.getByLabelText('Harga satuan item bebas') as HTMLInputElement;
  };

  it('refuses "65,000" under the field in the words of the import, instead of adding a line of Rp 65', () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const added: DraftItem[] = [];
    const price = open(added);
    fireEvent.change(price, { target: { value: '65,000' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Tambahkan item bebas' }));
    const message =
      'Harga "65,000" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 65.000 atau 65000.';
    expect(added).toEqual([]);
    expect(error).toHaveBeenCalledWith(message);
    expect(screen.getByTestId('free-item-price-error').textContent).toBe(message);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(screen.getByTestId('free-item-price-error').id);
    expect(document.activeElement).toBe(price);

    // Typed again: the message waits until the field is left.
    fireEvent.change(price, { target: { value: '1,500' } });
    expect(screen.queryByTestId('free-item-price-error')).toBeNull();
    fireEvent.blur(price);
    expect(screen.getByTestId('free-item-price-error').textContent).toContain('Tulis 1.500 atau 1500.');
  });

  it('adds "65.000", "Rp 65.000" and "1,250,000" as the prices they are', () => {
    const added: DraftItem[] = [];
    for (const typed of ['65.000', 'Rp 65.000', '1,250,000']) {
      const price = open(added);
      fireEvent.change(price, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: '+ Tambahkan item bebas' }));
      cleanup();
    }
    expect(added.map((item) => item.freePrice)).toEqual([65_000, 65_000, 1_250_000]);
  });
});
