import { describe, expect, it } from 'vitest';
import { fixtures } from '../../test/details-fixture';
import { DetailsCache } from './details-cache';

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
});
