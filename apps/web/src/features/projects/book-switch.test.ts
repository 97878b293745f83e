import { QueryClient } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { computeUnitPrice, priceDetails, bookPricesOf } from '@kalkulator/core';
import { apiClient } from '../../lib/api-client';
import { fixtures } from '../../test/fixtures';
import { previewBookSwitch } from './book-switch';
import { emptyDraft, priceDraft, type ProjectDraft } from './draft';

// A browser project moved to another price book: the diff is worked out in the browser from the job type's details
// under the new book, and the draft changes only when the diff is applied.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

// Book 7 pays the wall's labour 20 % less: pekerja 80.000, tukang 116.000.
const book = bookPricesOf(
  fixtures.brickWall.labor.map((line) => ({
    kind: 'labor' as const,
    item_id: line.labor_rate_id,
    price: line.daily_rate * 0.8,
  })),
);
const underBook = {
  ...priceDetails(fixtures.brickWall, book),
  price_book: { id: 7, name: 'Kab. Sleman 2026' },
};

describe('previewBookSwitch', () => {
  it('shows the old and new totals and the changed line, and applies only when asked', async () => {
    const asked: unknown[] = [];
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      asked.push(config.params);
      return {
        data: { job_type: underBook },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      } as AxiosResponse;
    };
    const today = computeUnitPrice(fixtures.brickWall, { overheadPercentage: 0 });
    const draft: ProjectDraft = {
      ...emptyDraft('local_x', 'Rumah'),
      overhead_percentage: '0',
      ppn_percentage: '0',
      rounding: 'none',
      divisions: [
        {
          code: 'A',
          name: 'DINDING',
          items: [
            {
              id: 'w1',
              job_type_id: fixtures.brickWall.id,
              description: 'Dinding',
              unit: 'm²',
              volumeText: '10',
              parts: { A: today.A, B: today.B, C: today.C },
              freePrice: null,
              priceSource: 'ahsp',
            },
            {
              id: 'f1',
              job_type_id: null,
              description: 'Mobilisasi',
              unit: 'ls',
              volumeText: '1',
              parts: null,
              freePrice: 500_000,
              priceSource: 'free',
            },
          ],
        },
      ],
    };
    const switched = await previewBookSwitch(new QueryClient(), draft, 7);
    expect(asked).toEqual([expect.objectContaining({ price_book_id: 7 })]);
    const cheaper = computeUnitPrice(underBook, { overheadPercentage: 0 });
    expect(switched.answer.before.subtotal).toBe(10 * today.D + 500_000);
    expect(switched.answer.after.subtotal).toBe(10 * cheaper.D + 500_000);
    expect(switched.answer.changes).toEqual([
      expect.objectContaining({
        description: 'Dinding',
        before: { F: today.D, amount: 10 * today.D },
        after: { F: cheaper.D, amount: 10 * cheaper.D },
      }),
    ]);
    const applied = switched.apply(draft);
    expect(applied.price_book_id).toBe(7);
    expect(priceDraft(applied).totals.subtotal).toBe(switched.answer.after.subtotal);
    expect(draft.price_book_id).toBeUndefined();
  });

  it('prices a bata ringan wall under the new book as bata ringan, a bata merah one as bata merah', async () => {
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) =>
      ({
        data: { job_type: underBook },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }) as AxiosResponse;
    const line = (id: string, brickType: 'bata_ringan' | null) => {
      const price = computeUnitPrice(fixtures.brickWall, {
        overheadPercentage: 0,
        ...(brickType && { brickType }),
      });
      return {
        id,
        job_type_id: fixtures.brickWall.id,
        brickType,
        description: 'Dinding',
        unit: 'm²',
        volumeText: '10',
        parts: { A: price.A, B: price.B, C: price.C },
        freePrice: null,
        priceSource: 'ahsp' as const,
      };
    };
    const draft: ProjectDraft = {
      ...emptyDraft('local_y', 'Rumah'),
      divisions: [{ code: 'A', name: 'DINDING', items: [line('m1', null), line('r1', 'bata_ringan')] }],
    };
    const applied = (await previewBookSwitch(new QueryClient(), draft, 7)).apply(draft);
    const [merah, ringan] = applied.divisions[0]!.items;
    expect(merah!.parts!.B).toBe(computeUnitPrice(underBook, { overheadPercentage: 0 }).B);
    expect(ringan!.parts!.B).toBe(
      computeUnitPrice(underBook, { overheadPercentage: 0, brickType: 'bata_ringan' }).B,
    );
    expect(ringan!.parts!.B).not.toBe(merah!.parts!.B);
    expect(ringan!.brickType).toBe('bata_ringan');
  });

  it('leaves a line at its price when its job type is gone or now in another unit, and says which', async () => {
    // Job type 999 was deleted; the wall's id now belongs to a job type measured in m³.
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.url?.includes('/999/'))
        throw new AxiosError(
          'Not Found',
          'ERR_BAD_REQUEST',
          config,
          {},
          {
            data: { message: 'Jenis pekerjaan tidak ditemukan' },
            status: 404,
            statusText: 'Not Found',
            headers: {},
            config,
          },
        );
      return {
        data: { job_type: { ...underBook, unit: 'm³' } },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      } as AxiosResponse;
    };
    const today = computeUnitPrice(fixtures.brickWall, { overheadPercentage: 0 });
    const line = (id: string, jobTypeId: number) => ({
      id,
      job_type_id: jobTypeId,
      description: id,
      unit: 'm²',
      volumeText: '10',
      parts: { A: today.A, B: today.B, C: today.C },
      freePrice: null,
      priceSource: 'ahsp' as const,
    });
    const draft: ProjectDraft = {
      ...emptyDraft('local_z', 'Rumah'),
      divisions: [
        { code: 'A', name: 'DINDING', items: [line('Dinding', fixtures.brickWall.id), line('Kusen', 999)] },
      ],
    };
    const switched = await previewBookSwitch(new QueryClient(), draft, 7);
    expect(switched.answer.changes).toEqual([]);
    // In the lines' order, as the server lists them.
    expect(switched.answer.missing).toEqual([
      expect.objectContaining({ description: 'Dinding', reason: 'unit_changed' }),
      expect.objectContaining({ description: 'Kusen', reason: 'removed' }),
    ]);
    const applied = switched.apply(draft);
    expect(applied.divisions[0]!.items.map((item) => item.parts)).toEqual(
      draft.divisions[0]!.items.map((item) => item.parts),
    );
    expect(applied.price_book_id).toBe(7);
  });
});
