import { expect } from 'vitest';

// jsdom lays nothing out, so whether a figure fits a phone is checked by what lets it wrap: no class that cuts it off
// or keeps it on one line, and no unbreakable run of it longer than a phone's line holds.

/** Classes that cut a text off or keep it on one line. */
const CUTTING = /^(truncate|text-ellipsis|text-clip|whitespace-nowrap|text-nowrap|line-clamp-\d+|shrink-0)$/;

/** The runs of a text a browser may not break: split at <wbr> and at spaces outside a whitespace-nowrap. */
function unbreakableRuns(node: Node, nowrap = false): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return nowrap ? text : text.replace(/[ \t\n]/g, '\n');
  }
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'WBR') return '\n';
  const inner = nowrap || node.classList.contains('whitespace-nowrap');
  return Array.from(node.childNodes, (child) => unbreakableRuns(child, inner)).join('');
}

/**
 * `element` shows `text` in full and may wrap between its thousands groups: neither it nor a box around it (up to
 * `within`) truncates or forbids wrapping, in a flex row it may shrink (min-w-0) and the row may wrap, and no run of
 * it a browser cannot break is longer than `longest` characters (its groups are "Rp 19.", "346.", "000 m²").
 */
export function expectWrapsInFull(element: HTMLElement, text: string, within: Element, longest = 12): void {
  expect(element.textContent).toBe(text);
  for (let box: Element | null = element; box && box !== within; box = box.parentElement) {
    expect(
      Array.from(box.classList).filter((name) => CUTTING.test(name)),
      box.outerHTML.slice(0, 80),
    ).toEqual([]);
  }
  const row = element.parentElement;
  if (row?.classList.contains('flex')) {
    expect(element.classList).toContain('min-w-0');
    expect(row.classList).toContain('flex-wrap');
  }
  const runs = unbreakableRuns(element).split('\n').filter(Boolean);
  expect(Math.max(...runs.map((run) => run.length)), JSON.stringify(runs)).toBeLessThanOrEqual(longest);
}
