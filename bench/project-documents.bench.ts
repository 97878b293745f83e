// Issue #19: the document set of a 300-line RAB proyek made in the browser — click on "Unduh Excel" / "Unduh PDF"
// to the file handed over, in Debian's Chromium on the built product, and the longest stretch the page's main
// thread was blocked meanwhile (long tasks): the page must not freeze. Then typing a volume in a 1 000-line
// project: each key to the next frame drawn with it. Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, PHONE } from '../e2e/support/browser';
import { repoRoot, startServer } from '../e2e/support/server';
import { clickToDownload, installClock } from './support/page-clock';
import { figure, percentile, publish, type Figure } from './support/report';

const LINES = 300;
const ROUNDS = 3;
const TYPING_LINES = 1000;
const KEYS = 30;

if (!existsSync(`${repoRoot}/apps/api/dist/server.js`)) {
  console.error('✖ project-documents: build first (npm run build)');
  process.exit(1);
}
const server = await startServer({ RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const figures: Figure[] = [];
const notes: string[] = [];

const get = async <T>(path: string) => (await (await fetch(`${server.url}/api${path}`)).json()) as T;

/** A guest's project of `lines` catalogue lines over ten divisions, each priced with today's analysis. */
async function guestProject(lines: number) {
  const { categories } = await get<{ categories: { id: number }[] }>('/jobs/categories');
  const jobTypes: { id: number; name: string; unit: string }[] = [];
  for (const category of categories) {
    jobTypes.push(...(await get<{ job_types: typeof jobTypes }>(`/jobs/types/${category.id}`)).job_types);
  }
  const used = jobTypes.slice(0, 40);
  const prices = new Map<number, { A: number; B: number; C: number }>();
  for (const jobType of used) {
    prices.set(
      jobType.id,
      (await get<{ unit_price: { A: number; B: number; C: number } }>(`/job-types/${jobType.id}/unit-price`))
        .unit_price,
    );
  }
  return {
    id: `local_bench${lines}`,
    name: 'Gedung Kantor 3 Lantai',
    location: 'Jl. El Tari, Kupang',
    owner: 'Dinas PUPR',
    contractor: 'CV Bench',
    description: '',
    fiscal_year: '2026',
    start_date: '2027-01-04',
    overhead_percentage: '10',
    ppn_percentage: '11',
    rounding: '1000',
    divisions: Array.from({ length: 10 }, (_, d) => ({
      code: String.fromCharCode(65 + d),
      name: `PEKERJAAN BAGIAN ${d + 1}`,
      items: Array.from({ length: lines / 10 }, (_, i) => {
        const jobType = used[(d * 7 + i) % used.length]!;
        const price = prices.get(jobType.id)!;
        return {
          id: `b${d}_${i}`,
          job_type_id: jobType.id,
          description: `${jobType.name} (${i + 1})`,
          unit: jobType.unit,
          volumeText: `${(i % 9) + 1} × ${(i % 4) + 1},5`,
          parts: { A: price.A, B: price.B, C: price.C },
          freePrice: null,
          priceSource: 'ahsp',
        };
      }),
    })),
  };
}

/**
 * A large project draws its lines a step at a time after opening, and its schedule and documents once they are
 * scrolled near (bench/project-editor.bench.ts): the documents brought into view when every line is drawn.
 */
async function showDocuments(page: Page) {
  await page.getByTestId('project-item').first().waitFor({ timeout: 60_000 });
  await page.getByTestId('project-items-drawing').first().waitFor({ state: 'detached', timeout: 60_000 });
  await page.getByTestId('project-rekap').scrollIntoViewIfNeeded();
  await page.getByTestId('schedule-chart').waitFor({ timeout: 60_000 });
}

async function timedExport(page: Page, testId: string): Promise<{ ms: number; longest: number }> {
  const before = await page.evaluate(() => {
    (window as unknown as { longTasks: number[] }).longTasks = [];
    return window.__clock.downloads.length;
  });
  await page.getByTestId(testId).click();
  await page.waitForFunction((count) => window.__clock.downloads.length > count, before, { timeout: 60_000 });
  await page.getByTestId('project-export-progress').waitFor({ state: 'detached' });
  const ms = await clickToDownload(page, testId);
  const longest = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks),
  );
  return { ms, longest };
}

/**
 * Keys typed into a volume field in the middle of the page, each timed by the page from its keydown to the frame
 * after it (the line's amount, the division's total and the rekap drawn; the schedule may follow a moment later).
 */
async function typingTimes(page: Page): Promise<number[]> {
  const field = page.getByTestId('project-item-volume').nth(Math.floor(TYPING_LINES / 2));
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.evaluate((input) => {
    const state = window as unknown as { keyTimes: number[] };
    state.keyTimes = [];
    input.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => state.keyTimes.push(performance.now() - start)));
    });
  });
  await page.keyboard.press('End');
  for (let key = 0; key < KEYS; key += 1) {
    // A digit, then Backspace: the volume changes with every key and stays short.
    await page.keyboard.press(key % 2 === 0 ? '7' : 'Backspace');
    await page.waitForTimeout(120);
  }
  await page.waitForFunction(
    (count) => (window as unknown as { keyTimes: number[] }).keyTimes.length >= count,
    KEYS,
  );
  return page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
}

try {
  const project = await guestProject(LINES);
  const context = await browser.newContext({ viewport: PHONE, baseURL: server.url, locale: 'id-ID' });
  await installClock(context);
  await context.addInitScript(() => {
    const state = window as unknown as { longTasks: number[] };
    state.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('local_projects', value), JSON.stringify([project]));
  await page.goto(`/projects/${project.id}`);
  await showDocuments(page);
  await page.waitForLoadState('networkidle');
  for (const [testId, label] of [
    ['project-export-xlsx', 'Excel (.xlsx)'],
    ['project-export-pdf', 'PDF'],
  ] as const) {
    const first = await timedExport(page, testId);
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await timedExport(page, testId));
    const median = percentile(
      runs.map((run) => run.ms),
      50,
    );
    figures.push(
      figure(
        `${label} of a ${LINES}-line project in the browser: median click → file, ${ROUNDS} runs`,
        median,
        'ms',
        {
          target: '< 2000 ms',
          ok: median < 2000,
        },
      ),
      figure(`${label}: first click (loading the export code)`, first.ms, 'ms'),
      figure(
        `${label}: longest main-thread task during the export (the page answers between tasks)`,
        Math.max(...runs.map((run) => run.longest)),
        'ms',
      ),
    );
  }
  const large = await guestProject(TYPING_LINES);
  await page.evaluate((value) => localStorage.setItem('local_projects', value), JSON.stringify([large]));
  await page.goto(`/projects/${large.id}`);
  await showDocuments(page);
  await page.waitForLoadState('networkidle');
  const keys = await typingTimes(page);
  const keyP95 = percentile(keys, 95);
  figures.push(
    figure(
      `typing a volume in a ${TYPING_LINES}-line project: key → next frame p95, ${KEYS} keys`,
      keyP95,
      'ms',
      {
        target: '< 100 ms',
        ok: keyP95 < 100,
      },
    ),
    figure('typing: median key → next frame', percentile(keys, 50), 'ms'),
  );
  await context.close();
} catch (error) {
  console.error(`server output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await browser.close();
  await server.stop();
}
publish('project-documents', figures, notes);
