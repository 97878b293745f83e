import { describe, expect, it } from 'vitest';
import { ProcessSlots } from './process-slots';

const timing = { quickMs: 10_000, firstDelayMs: 500, maxDelayMs: 30_000 };

describe('replacing server processes (WEB_CONCURRENCY)', () => {
  it('replaces a process that ran a while at once, in its own slot', () => {
    const slots = new ProcessSlots(timing);
    slots.started(1, 1, 0);
    slots.started(2, 2, 0);
    expect(slots.ended(2, 60_000)).toEqual({ slot: 2, delayMs: 0, quickEnds: 0 });
  });

  it('keeps the slot through replacements of replacements, so slot 1 (backups) is never lost', () => {
    const slots = new ProcessSlots(timing);
    slots.started(1, 1, 0);
    slots.started(2, 2, 0);
    // Cluster ids grow with every start; the slot stays.
    let id = 1;
    for (let next = 3; next < 8; next += 1) {
      expect(slots.ended(id, next * 100_000)?.slot).toBe(1);
      slots.started(next, 1, next * 100_000);
      id = next;
    }
    expect(slots.ended(2, 900_000)?.slot).toBe(2);
  });

  it('waits twice as long after each quick end in a row, up to the ceiling, and forgets after a long run', () => {
    const slots = new ProcessSlots(timing);
    let now = 0;
    let id = 1;
    slots.started(id, 1, now);
    const delays: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      now += 1_000;
      const end = slots.ended(id, now)!;
      delays.push(end.delayMs);
      now += end.delayMs;
      id += 1;
      slots.started(id, 1, now);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    // A process that then runs for a minute is replaced at once, and the next quick end waits the first delay.
    now += 60_000;
    expect(slots.ended(id, now)?.delayMs).toBe(0);
    slots.started(id + 1, 1, now);
    expect(slots.ended(id + 1, now + 100)?.delayMs).toBe(500);
  });

  it('knows nothing of a process it did not start', () => {
    expect(new ProcessSlots(timing).ended(42, 0)).toBeUndefined();
  });
});
