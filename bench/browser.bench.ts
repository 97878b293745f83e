// What a person waits for in the browser, on the built product in Debian's Chromium: a calculation from the
// click on "Hitung" to the result on screen, the single PDF report once jsPDF is loaded, and the bulk PDF of
// 1 000 results, each through the real page (no copy of the export code). Needs `npm run build` first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP } from '../e2e/support/browser';
import { repoRoot, startServer } from '../e2e/support/server';
import {
  appeared,
  clickToDownload,
  installClock,
  lastClickAt,
  requestsSince,
  watchFor,
} from './support/page-clock';
import { figure, median, percentile, publish, type Figure } from './support/report';
import { accountWithResults, apiOf, browserStore, jobTypes } from './support/results-seed';

const CALCULATIONS = 40;
const SINGLE_REPORTS = 10;
const BULK_RESULTS = 1000;
const BULK_REPORTS = 3;

if (!existsSync(`${repoRoot}/apps/api/dist/server.js`)) {
  console.error('✖ browser: build first (npm run build)');
  process.exit(1);
}
// One client saves a thousand results here: the limiter still runs, but never refuses.
const server = await startServer({ RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const figures: Figure[] = [];
const notes: string[] = [];
const api = apiOf(server.url);

async function openPage(expected: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.url, locale: 'id-ID' });
  await installClock(context);
  if (token) await context.addInitScript((value) => localStorage.setItem('auth_token', value), token);
  const page = await context.newPage();
  page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
  keepFiles(page, expected);
  return page;
}

/**
 * Clicks the PDF button inside `scope` and answers the page's click → file time. The page's own hand-over is
 * the sync point: Chromium's download manager sometimes drops a download event when files follow each other
 * within tens of milliseconds, so the files that do arrive are checked apart (`keepFiles`, `closePage`).
 */
async function timedPdf(page: Page, scope: string): Promise<number> {
  const before = await page.evaluate(() => window.__clock.downloads.length);
  await page.locator(scope).getByTestId('export-pdf').first().click();
  await page.waitForFunction((count) => window.__clock.downloads.length > count, before, { timeout: 30_000 });
  return clickToDownload(page, 'export-pdf');
}

const files: Promise<void>[] = [];
let handedOver = 0;
/** Each file must be a PDF whose text (pdftotext) holds `expected`, e.g. the bulk report's "1000 kalkulasi". */
function keepFiles(page: Page, expected: string) {
  page.on('download', (file) =>
    files.push(
      file.path().then((path) => {
        const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
        if (!text.includes(expected)) throw new Error(`${file.suggestedFilename()} lacks "${expected}"`);
      }),
    ),
  );
}

/** Checks the files that arrived before the context (and its downloads) goes. */
async function closePage(page: Page) {
  handedOver += await page.evaluate(() => window.__clock.downloads.length);
  await Promise.all(files);
  await page.context().close();
}

/** Fills the calculator form as a person does (project, volume, two steps) and prices it. */
async function calculate(page: Page, volume: string) {
  await page.getByTestId('input-volume').fill(volume);
  await watchFor(page, '[data-testid="input-productivity"]');
  await page.getByTestId('step-next').click();
  const step = await appeared(page, 'step-next');
  await page.getByTestId('step-next').click();
  await watchFor(page, '[data-testid="calculation-result"]');
  await page.getByTestId('calculate-submit').click();
  const result = await appeared(page, 'calculate-submit');
  const clickAt = await lastClickAt(page, 'calculate-submit');
  const post = await requestsSince(page, '/api/calculations/', clickAt);
  return { step, result, post: post.lastEnd - clickAt };
}

async function calculationLatency(jobTypeId: number) {
  const page = await openPage('LAPORAN KALKULASI KONSTRUKSI');
  await page.goto(`/calculate/${jobTypeId}`);
  await page.getByTestId('input-project_name').fill('Rumah Ibu Sari');
  // One warm-up round (lazy chunks, the first POST's connection), then the measured ones.
  await calculate(page, '9,5');
  const rounds = [];
  for (let round = 1; round <= CALCULATIONS; round += 1) {
    await page.getByTestId('edit-input').click();
    rounds.push(await calculate(page, `${10 + round},5`));
  }
  const frames = rounds.map((round) => round.result.frame);
  const steps = rounds.map((round) => round.step.frame);
  figures.push(
    figure(
      `calculation: p95 click on "Hitung" → result on screen (next frame), ${CALCULATIONS} runs`,
      percentile(frames, 95),
      'ms',
      {
        reference: {
          name: 'p95 click on "Lanjut" → next step on screen (no network)',
          value: percentile(steps, 95),
        },
        target: '< 100 ms',
        ok: percentile(frames, 95) < 100,
      },
    ),
    figure('calculation: p50 click → result on screen', median(frames), 'ms', {
      reference: { name: 'p50 click on "Lanjut" → next step', value: median(steps) },
    }),
    figure(
      'calculation: p50 click → result in the DOM',
      median(rounds.map((round) => round.result.dom)),
      'ms',
    ),
  );
  const posts = median(rounds.map((round) => round.post));
  notes.push(
    `calculation: the POST /api/calculations/${jobTypeId} has answered p50 ${posts.toFixed(1)} ms after the click (of the click → screen time)`,
  );
  await closePage(page);
}

/** The report of a wall (labour and material tables), as on the results view, clicked again and again. */
async function singleReport(jobTypeId: number) {
  const page = await openPage('DETAIL BIAYA MATERIAL');
  await page.goto(`/calculate/${jobTypeId}`);
  await page.getByTestId('input-project_name').fill('Rumah Ibu Sari');
  await calculate(page, '12,5');
  const first = await timedPdf(page, 'body');
  const times: number[] = [];
  for (let round = 0; round < SINGLE_REPORTS; round += 1) times.push(await timedPdf(page, 'body'));
  figures.push(
    figure(
      `single PDF report: p95 click → file, jsPDF loaded, ${SINGLE_REPORTS} runs`,
      percentile(times, 95),
      'ms',
      {
        target: '< 200 ms',
        ok: percentile(times, 95) < 200,
      },
    ),
    figure('single PDF report: first click, loading jsPDF and the report code', first, 'ms'),
  );
  await closePage(page);
}

/** Guest: the results are in this browser (localStorage), so the click → file time is the build alone. */
async function bulkFromBrowser(store: string) {
  const page = await openPage(`${BULK_RESULTS} kalkulasi`);
  await page.goto('/');
  await page.evaluate((list) => localStorage.setItem('local_calculations', list), store);
  await page.goto('/history');
  await page
    .getByTestId('history-item')
    .nth(BULK_RESULTS - 1)
    .waitFor();
  const first = await timedPdf(page, '[data-testid="bulk-export"]');
  const times: number[] = [];
  for (let round = 0; round < BULK_REPORTS; round += 1) {
    times.push(await timedPdf(page, '[data-testid="bulk-export"]'));
  }
  figures.push(
    figure(
      `bulk PDF of ${BULK_RESULTS} results kept in the browser: median click → file, jsPDF loaded, ${BULK_REPORTS} runs`,
      median(times),
      'ms',
      { target: '< 2000 ms', ok: median(times) < 2000 },
    ),
    figure('bulk PDF (browser results): slowest run', Math.max(...times), 'ms'),
    figure('bulk PDF (browser results): first click, loading jsPDF', first, 'ms'),
  );
  await closePage(page);
}

/** Logged in: the export first reads every history page (100 a page) from the API, then builds. */
async function bulkFromAccount(token: string) {
  const page = await openPage(`${BULK_RESULTS} kalkulasi`, token);
  await page.goto('/history');
  await page.getByTestId('history-item').first().waitFor();
  await timedPdf(page, '[data-testid="bulk-export"]'); // loads jsPDF
  const totals: number[] = [];
  const reads: number[] = [];
  for (let round = 0; round < BULK_REPORTS; round += 1) {
    totals.push(await timedPdf(page, '[data-testid="bulk-export"]'));
    const clickAt = await lastClickAt(page, 'export-pdf');
    const pages = await requestsSince(page, '/api/calculations/history?', clickAt);
    reads.push(pages.lastEnd - clickAt);
  }
  figures.push(
    figure(
      `bulk PDF of ${BULK_RESULTS} account results: median click → file, jsPDF loaded, reading the ${BULK_RESULTS / 100} history pages included`,
      median(totals),
      'ms',
    ),
    figure('bulk PDF (account results): of which reading the history pages, median', median(reads), 'ms'),
  );
  await closePage(page);
}

try {
  const types = await jobTypes(api);
  await calculationLatency(types[0]!.id);
  await singleReport((types.find((type) => type.has_brick_variants) ?? types[0]!).id);
  await bulkFromBrowser(await browserStore(api, types, BULK_RESULTS));
  await bulkFromAccount(await accountWithResults(api, types, BULK_RESULTS));
  notes.push(
    `${files.length} of the ${handedOver} PDF files handed over reached the download manager, each checked`,
  );
} catch (error) {
  console.error(`server output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  await browser.close();
  await server.stop();
}
publish('browser', figures, notes);
