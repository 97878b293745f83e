import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

// A large RAB opens a screenful at a time: drawing 2 000 lines (each with its fields, buttons and move list) and
// the schedule of them all in one go kept the page frozen for seconds before its first line could be typed into.

/** The lines drawn as the editor opens: more than a screenful on any screen, quick to draw on a phone. */
export const FIRST_LINES = 40;
/** The lines drawn in each step after that, between which the page answers taps and keys. */
export const LINES_PER_STEP = 80;

/**
 * How many of the project's lines (the first ones, in order) are drawn: the rest follow a step at a time, each drawn
 * when React is idle and set aside for a key or tap (a transition); `Infinity` once all are, so lines added later
 * are drawn at once. `drawAll` draws the rest now.
 */
export function useDrawnLines(lines: number) {
  const [drawn, setDrawn] = useState(() => (lines <= FIRST_LINES ? Infinity : FIRST_LINES));
  useEffect(() => {
    if (drawn === Infinity) return;
    startTransition(() =>
      setDrawn((now) => (now + LINES_PER_STEP >= lines ? Infinity : now + LINES_PER_STEP)),
    );
  }, [drawn, lines]);
  const drawAll = useCallback(() => setDrawn(Infinity), []);
  return { drawn, drawAll };
}

/**
 * Each division's lines drawn, of the first `drawn` lines of the project: undefined where all of its lines are, so
 * a division whose lines are all drawn keeps the same props.
 */
export function drawnPerDivision(divisions: readonly { items: readonly unknown[] }[], drawn: number) {
  let before = 0;
  return divisions.map((division) => {
    const own = Math.min(division.items.length, Math.max(0, drawn - before));
    before += division.items.length;
    return own < division.items.length ? own : undefined;
  });
}

/**
 * Whether what is drawn in `slot` is near the screen yet (within a screenful or so), for a part drawn only when it
 * is looked at; true from the start when `wait` is false or the browser cannot tell, and true for good once it was.
 */
export function useNearScreen(wait: boolean) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => !wait || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '1000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { slot, near };
}
