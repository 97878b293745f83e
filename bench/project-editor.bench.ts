// A large RAB opened in the project editor, in Debian's Chromium on the built web app: a guest's project of 2 000
// lines in 14 divisions (kept in the browser, as a guest's is) took 3–4 s on a desktop before its first line could be
// typed into. Timed with the page's own clock from the navigation: the first line on screen (the frame after its
// volume field enters the page), keys typed into that line at once while the rest of the project is still being drawn
// (keydown → next frame), the longest main-thread task meanwhile, and every line drawn. A 100-line project opened the
// same way is the reference (the app's own start-up). Needs the web app built (`npm run build`); BENCH_WEB_DIST points
// at another build of it (to compare two builds). The project needs no API: the pages are served as files, and /api
// answers 404 (the price-book list is all the editor asks for).
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP, PHONE } from '../e2e/support/browser';
import { freePort, repoRoot } from '../e2e/support/server';
import { figure, median, percentile, publish, type Figure } from './support/report';

const LINES = 2000;
const DIVISIONS = 14;
const REFERENCE_LINES = 100;
const ROUNDS = 3;
const KEYS = 6;
/** What the lines may add to the app's own start-up (the reference's first line), and a key's frame. */
const targets = { addedMs: 1000, keyP95Ms: 100 };

const dist = process.env.BENCH_WEB_DIST ?? join(repoRoot, 'apps/web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`✖ project-editor: no web build in ${dist} (npm run build)`);
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The build's files; any other path is the app's page (its router draws the screen). */
function serve(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://bench').pathname);
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      return void response.end('{"message":"Tidak ditemukan"}');
    }
    const file = join(dist, path);
    const found =
      file.startsWith(dist) && extname(file) && existsSync(file) ? file : join(dist, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    response.end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A guest's project of `lines` free lines over 14 divisions, each volume a working ("3 × 2,5"). */
function guestProject(lines: number) {
  return {
    id: `local_bench_editor_${lines}`,
    name: 'Gedung Kantor 5 Lantai',
    location: 'Jl. El Tari, Kupang',
    owner: 'Dinas PUPR',
    contractor: 'CV Bench',
    description: '',
    fiscal_year: '2026',
    start_date: '2027-01-04',
    overhead_percentage: '10',
    ppn_percentage: '11',
    rounding: '1000',
    divisions: Array.from({ length: DIVISIONS }, (_, d) => ({
      code: String.fromCharCode(65 + d),
      name: `PEKERJAAN BAGIAN ${d + 1}`,
      items: Array.from({ length: Math.round(lines / DIVISIONS) }, (_, i) => ({
        id: `e${d}_${i}`,
        job_type_id: null,
        description: `Pekerjaan ${d + 1}.${i + 1} lantai ${(i % 5) + 1}`,
        unit: 'm³',
        volumeText: `${(i % 9) + 1} × ${(i % 4) + 1},5`,
        parts: null,
        freePrice: 150_000 + i * 1_000,
        priceSource: 'free',
      })),
    })),
  };
}

interface Opening {
  firstLine: number;
  allDrawn: number;
  /** From the navigation until every line is drawn (the app's start-up too). */
  longestTask: number;
  keys: number[];
}

/** The page's clock: long tasks, the first line's frame, every line drawn, and each key to its next frame. */
const PAGE_CLOCK = `(() => {
  const clock = { tasks: [], keys: [] };
  window.__editor = clock;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (clock.firstLine === undefined && document.querySelector('[data-testid="project-item-volume"]')) {
      clock.firstLine = 0;
      requestAnimationFrame(() => setTimeout(() => { clock.firstLine = performance.now(); }));
    }
    if (clock.firstLine !== undefined && clock.allDrawn === undefined && !document.querySelector('[data-testid="project-items-drawing"]')) {
      clock.allDrawn = 0;
      requestAnimationFrame(() => setTimeout(() => { clock.allDrawn = performance.now(); watch.disconnect(); }));
    }
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true }));
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => clock.keys.push(performance.now() - start)));
  }, true);
})()`;

async function open(
  browser: Browser,
  base: string,
  lines: number,
  viewport: typeof DESKTOP,
): Promise<Opening> {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: 'id-ID',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const project = guestProject(lines);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('local_projects', value), JSON.stringify([project]));
  await context.addInitScript(PAGE_CLOCK);
  await page.goto(`/projects/${project.id}`);
  // The first line typed into as soon as it is there, while the rest of the project may still be drawn.
  const first = page.getByTestId('project-item-volume').first();
  await first.click({ timeout: 120_000 });
  await page.keyboard.press('End');
  for (let key = 0; key < KEYS; key += 1) {
    await page.keyboard.press(key % 2 === 0 ? '7' : 'Backspace');
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(
    (count) => {
      const clock = (window as unknown as { __editor: { keys: number[]; allDrawn?: number } }).__editor;
      return clock.keys.length >= count && (clock.allDrawn ?? 0) > 0;
    },
    KEYS + 1,
    { timeout: 300_000 },
  );
  const opening = await page.evaluate(() => {
    const clock = (
      window as unknown as {
        __editor: { tasks: [number, number][]; keys: number[]; firstLine: number; allDrawn: number };
      }
    ).__editor;
    return {
      firstLine: clock.firstLine,
      allDrawn: clock.allDrawn,
      longestTask: Math.max(0, ...clock.tasks.map(([, duration]) => duration)),
      // The End key put the caret in place; the digits and Backspaces changed the volume.
      keys: clock.keys.slice(1),
    };
  });
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  await context.close();
  return opening;
}

const port = await freePort();
const server = await serve(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const figures: Figure[] = [];
try {
  const base = `http://127.0.0.1:${port}`;
  const runs = { desktop: [] as Opening[], phone: [] as Opening[], reference: [] as Opening[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.reference.push(await open(browser, base, REFERENCE_LINES, DESKTOP));
    runs.desktop.push(await open(browser, base, LINES, DESKTOP));
    runs.phone.push(await open(browser, base, LINES, PHONE));
  }
  const mid = (list: Opening[], pick: (run: Opening) => number) => median(list.map(pick));
  const small = `a ${REFERENCE_LINES}-line project`;
  const reference = {
    firstLine: { name: small, value: mid(runs.reference, (run) => run.firstLine) },
    keyP95: {
      name: small,
      value: percentile(
        runs.reference.flatMap((run) => run.keys),
        95,
      ),
    },
    longestTask: { name: small, value: mid(runs.reference, (run) => run.longestTask) },
  };
  for (const [screen, list] of [
    ['desktop', runs.desktop],
    ['phone', runs.phone],
  ] as const) {
    const firstLine = mid(list, (run) => run.firstLine);
    const keyP95 = percentile(
      list.flatMap((run) => run.keys),
      95,
    );
    figures.push(
      figure(
        `${LINES}-line project (${DIVISIONS} divisions), ${screen}: navigation → first line on screen, median of ${ROUNDS}`,
        firstLine,
        'ms',
        {
          reference: reference.firstLine,
          target: `< reference + ${targets.addedMs} ms`,
          ok: firstLine - reference.firstLine.value < targets.addedMs,
        },
      ),
      figure(
        `${screen}: typing in the first line at once, key → next frame p95 (${KEYS * ROUNDS} keys)`,
        keyP95,
        'ms',
        {
          reference: reference.keyP95,
          target: `< ${targets.keyP95Ms} ms`,
          ok: keyP95 < targets.keyP95Ms,
        },
      ),
      figure(
        `${screen}: longest main-thread task from the navigation until every line is drawn (median)`,
        mid(list, (run) => run.longestTask),
        'ms',
        { reference: reference.longestTask },
      ),
      figure(
        `${screen}: navigation → every line drawn (median)`,
        mid(list, (run) => run.allDrawn),
        'ms',
      ),
    );
  }
} finally {
  await browser.close();
  server.close();
}
publish('project-editor', figures);
