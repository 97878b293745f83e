import type { BrowserContext, Page } from 'playwright-core';

// Times taken inside the page with its own clock (performance.now), so the figures hold no round trip between
// the bench and Chromium: a click is stamped when the page receives it, a download when the page hands the
// file over (downloadFile clicks a hidden <a download>), an element when it enters the DOM and at the next frame.

interface Clock {
  clicks: { testId: string; at: number }[];
  downloads: number[];
  watching?: Promise<{ dom: number; frame: number }>;
}

declare global {
  interface Window {
    __clock: Clock;
  }
}

/** Installs the clock in every page of the context before the app's own scripts run. */
export async function installClock(context: BrowserContext) {
  await context.addInitScript(() => {
    const clock: Clock = { clicks: [], downloads: [] };
    window.__clock = clock;
    // The account's bulk export reads ten history pages after the page's own requests: keep every entry.
    performance.setResourceTimingBufferSize(10_000);
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLAnchorElement && target.download) {
          clock.downloads.push(performance.now());
          return;
        }
        const button = target instanceof Element ? target.closest('[data-testid]') : null;
        if (button)
          clock.clicks.push({ testId: button.getAttribute('data-testid') ?? '', at: event.timeStamp });
      },
      true,
    );
  });
}

/** Arms a watch for `selector` to enter the page (it must be absent now); `appeared` reads the times. */
export async function watchFor(page: Page, selector: string) {
  await page.evaluate((wanted) => {
    window.__clock.watching = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(wanted)) return;
        observer.disconnect();
        const dom = performance.now();
        requestAnimationFrame(() => resolve({ dom, frame: performance.now() }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, selector);
}

/** Milliseconds from the last click on `testId` to the watched element in the DOM, and to the next frame. */
export async function appeared(page: Page, testId: string) {
  return page.evaluate(async (id) => {
    const seen = await window.__clock.watching!;
    const click = window.__clock.clicks.filter((item) => item.testId === id).at(-1)!;
    return { dom: seen.dom - click.at, frame: seen.frame - click.at };
  }, testId);
}

/** Milliseconds from the last click on `testId` to the last file handed over. */
export async function clickToDownload(page: Page, testId: string) {
  return page.evaluate((id) => {
    const click = window.__clock.clicks.filter((item) => item.testId === id).at(-1)!;
    return window.__clock.downloads.at(-1)! - click.at;
  }, testId);
}

/** Requests whose URL contains `part` that started after `since` (page clock): their count and last end. */
export async function requestsSince(page: Page, part: string, since: number) {
  return page.evaluate(
    ([wanted, after]) => {
      const entries = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.includes(wanted) && entry.startTime >= after,
        ) as PerformanceResourceTiming[];
      return { count: entries.length, lastEnd: Math.max(0, ...entries.map((entry) => entry.responseEnd)) };
    },
    [part, since] as const,
  );
}

export const lastClickAt = (page: Page, testId: string) =>
  page.evaluate((id) => window.__clock.clicks.filter((item) => item.testId === id).at(-1)!.at, testId);
