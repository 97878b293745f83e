import type { JobTypeDetails } from '@kalkulator/core';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/details-fixture';
import { DetailsCache } from './details-cache';

/** A load the test finishes when it chooses, with the details priced as they were when the load read them. */
function pendingLoad() {
  const loads: ((details: JobTypeDetails) => void)[] = [];
  const load = () => new Promise<JobTypeDetails>((resolve) => loads.push(resolve));
  return { load, finish: (details: JobTypeDetails) => loads.forEach((resolve) => resolve(details)) };
}

const priced = (name: string): JobTypeDetails => ({ ...structuredClone(fixtures.details), name });

describe('DetailsCache', () => {
  it('loads once within the TTL, again after invalidate, and never caches a missing job type', async () => {
    const cache = new DetailsCache(60_000);
    let loads = 0;
    const load = async (id: number) => {
      loads += 1;
      return id === 1 ? fixtures.details : undefined;
    };
    expect(await cache.get(1, load)).toBe(fixtures.details);
    expect(await cache.get(1, load)).toBe(fixtures.details);
    expect(loads).toBe(1);
    cache.invalidate();
    await cache.get(1, load);
    expect(loads).toBe(2);
    expect(await cache.get(2, load)).toBeUndefined();
    expect(await cache.get(2, load)).toBeUndefined();
    expect(loads).toBe(4);
  });

  it('reloads after the TTL', async () => {
    const cache = new DetailsCache(0);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return fixtures.details;
    };
    await cache.get(1, load);
    await cache.get(1, load);
    expect(loads).toBe(2);
  });

  it('keeps the object it had when a reload after the TTL reads the same, so pages written with it stay kept', async () => {
    const cache = new DetailsCache(0);
    const first = await cache.get(1, async () => structuredClone(fixtures.details));
    expect(await cache.get(1, async () => structuredClone(fixtures.details))).toBe(first);
    const renamed = { ...structuredClone(fixtures.details), name: 'Pasangan bata ringan' };
    expect(await cache.get(1, async () => renamed)).toBe(renamed);
    const list = await cache.value('home', async () => ({ categories: [{ id: 1, name: 'Persiapan' }] }));
    expect(await cache.value('home', async () => ({ categories: [{ id: 1, name: 'Persiapan' }] }))).toBe(
      list,
    );
    const other = { categories: [{ id: 1, name: 'Pekerjaan Persiapan' }] };
    expect(await cache.value('home', async () => other)).toBe(other);
  });

  it.each(['invalidate', 'clear'] as const)(
    'never keeps a load that began before %s(): its own caller gets it, the next get reads again',
    async (change) => {
      const cache = new DetailsCache(60_000);
      const old = pendingLoad();
      // Two requests whose loads both read the catalogue before the write.
      const first = cache.get(1, old.load);
      const second = cache.get(1, old.load);
      cache[change]();
      old.finish(priced('harga lama'));
      expect((await first)?.name).toBe('harga lama');
      expect((await second)?.name).toBe('harga lama');
      let loads = 0;
      const fresh = async () => {
        loads += 1;
        return priced('harga baru');
      };
      expect((await cache.get(1, fresh))?.name).toBe('harga baru');
      // The load after the write is kept as usual.
      expect((await cache.get(1, fresh))?.name).toBe('harga baru');
      expect(loads).toBe(1);
    },
  );

  it('never keeps a catalogue-wide value whose load began before invalidate()', async () => {
    const cache = new DetailsCache(60_000);
    let finish!: (value: string) => void;
    const stale = cache.value('home', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish('kategori lama');
    expect(await stale).toBe('kategori lama');
    expect(await cache.value('home', async () => 'kategori baru')).toBe('kategori baru');
  });
});
