// `npm run bench`: speed targets, measured here and never as timed assertions in the test suite.
// Runs every bench/*.bench.ts with tsx (one process each), shows its output, collects the JSON line each prints
// (bench/support/report.ts) and writes bench/results/latest.json and latest.md. `npm run bench -- history`
// runs only the benches whose file name contains "history".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { aptInstall } from '../scripts/lib.mjs';

const folder = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const LINE = 'BENCH_JSON ';

function runBench(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsx', `bench/${file}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    const results = [];
    const lines = [];
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop();
      for (const line of parts) {
        if (line.startsWith(LINE)) results.push(JSON.parse(line.slice(LINE.length)));
        else {
          lines.push(line);
          console.log(line);
        }
      }
    });
    child.on('close', (code) => {
      if (pending) {
        lines.push(pending);
        console.log(pending);
      }
      resolve({ file, status: code, seconds: (Date.now() - started) / 1000, results, lines });
    });
  });
}

/**
 * The browser benches need Debian's Chromium and poppler-utils; the HTTP benches load the servers with wrk when it is there,
 * autocannon otherwise (bench/support/generator.ts says why). As root, as on these machines, both are installed
 * from Debian's packages, as `npm test` installs Chromium.
 */
function ensurePackages() {
  const wrk = process.env.WRK_PATH ?? '/usr/bin/wrk';
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(existsSync(chromium) ? [] : ['chromium']),
    // pdftotext: the browser bench reads back the PDFs it times.
    ...(existsSync('/usr/bin/pdftotext') ? [] : ['poppler-utils']),
    ...(existsSync(wrk) || process.env.BENCH_GENERATOR === 'autocannon' ? [] : ['wrk']),
  ];
  if (missing.length > 0 && process.getuid?.() === 0) aptInstall(missing);
  if (!existsSync(chromium))
    console.log(
      `ℹ Chromium is not at ${chromium} (sudo apt-get install chromium): the browser benches fail.`,
    );
  if (!existsSync(wrk) && process.env.BENCH_GENERATOR !== 'autocannon')
    console.log('ℹ wrk is not installed (sudo apt-get install wrk): the HTTP benches use autocannon.');
}

ensurePackages();
const started = Date.now();
const runs = [];
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort()) {
  console.log(`\n▶ ${file}`);
  runs.push(await runBench(file));
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const report = {
  date: new Date().toISOString(),
  machine,
  seconds: (Date.now() - started) / 1000,
  benches: runs.map((run) => ({
    file: run.file,
    ok: run.status === 0,
    seconds: run.seconds,
    figures: run.results.flatMap((result) => result.figures),
    notes: run.results.flatMap((result) => result.notes ?? []),
    // Benches that print no JSON (or fail before it) keep their ✓/✖ lines.
    ...(run.results.length === 0 && { lines: run.lines.filter((line) => /^\s*[✓✖]|^\s{2}\S/.test(line)) }),
  })),
};

const cell = (text) => String(text).replaceAll('|', '\\|');
const md = [
  '# Bench results',
  '',
  `${report.date} · ${machine} · ${report.seconds.toFixed(0)} s in all. Written by \`npm run bench\`; see bench/README.md for what each figure means.`,
  '',
];
for (const bench of report.benches) {
  md.push(`## ${bench.file} ${bench.ok ? '✓' : '✖'} (${bench.seconds.toFixed(0)} s)`, '');
  if (bench.figures.length > 0) {
    md.push('| | figure | value | reference (same run) | ratio | target |', '|---|---|---|---|---|---|');
    for (const item of bench.figures) {
      md.push(
        `| ${item.ok ? '✓' : '✖'} | ${cell(item.name)} | ${item.value} ${item.unit} | ${
          item.reference ? `${cell(item.reference.name)}: ${item.reference.value} ${item.unit}` : '–'
        } | ${item.ratio ?? '–'} | ${cell(item.target ?? '–')} |`,
      );
    }
    md.push('');
  }
  for (const line of [...bench.notes, ...(bench.lines ?? [])]) md.push(`- ${line.trim()}`);
  if (bench.notes.length > 0 || bench.lines?.length) md.push('');
}

mkdirSync(new URL('results/', import.meta.url), { recursive: true });
writeFileSync(new URL('results/latest.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('results/latest.md', import.meta.url), md.join('\n'));
console.log(`\nReport: bench/results/latest.md and latest.json (${report.seconds.toFixed(0)} s)`);
process.exit(runs.every((run) => run.status === 0) ? 0 : 1);
