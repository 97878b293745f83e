// `npm test`: installs what the tests need, builds, and runs the whole suite:
// core + web unit tests, API tests on PGlite and on PostgreSQL, and browser tests in Debian's Chromium.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { aptInstall, ensureBuilt, ensureDependencies, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ Missing Debian packages: ${missing.join(' ')}. Install them: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  const status = aptInstall(missing);
  if (status !== 0) {
    console.error(`\n✖ apt-get could not install ${missing.join(' ')} (exit ${status})`);
    process.exit(status);
  }
}

async function postgresAnswers() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const reports = mkdtempSync(join(tmpdir(), 'kalkulator-test-'));
const legs = [];

function vitestLeg(name, args, env = {}) {
  const outputFile = join(reports, `${name}.json`);
  console.log(`\n▶ ${name}`);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    {
      env: { ...process.env, ...env },
    },
  );
  let passed = 0;
  let failed = 0;
  const failures = [];
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    for (const file of report.testResults ?? []) {
      const where = relative(process.cwd(), file.name);
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push({ where, title: test.fullName, message: test.failureMessages?.[0] ?? '' });
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
        failures.push({ where, title: '(the file itself)', message: file.message ?? '' });
    }
    failed =
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  } else if (status !== 0) failed = 1;
  legs.push({ name, passed, failed, status, failures });
}

ensureSystemPackages();
ensureDependencies();
ensureBuilt();

vitestLeg('unit: core', ['--root', 'packages/core']);
vitestLeg('unit: web', ['--root', 'apps/web']);
vitestLeg('api: PGlite', ['--root', 'apps/api'], { TEST_DB: 'pglite' });
if (await postgresAnswers()) {
  vitestLeg('api: PostgreSQL', ['--root', 'apps/api'], {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: POSTGRES_URL,
  });
} else {
  const line = '!'.repeat(100);
  console.error(
    `\n${line}\n!! PostgreSQL does not answer at ${POSTGRES_URL}: the PostgreSQL leg of the API tests is NOT run.\n${line}\n`,
  );
  legs.push({ name: 'api: PostgreSQL (not run: no server)', passed: 0, failed: 0, status: 0, failures: [] });
}
vitestLeg('browser (Chromium)', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: CHROMIUM });

// The failures are repeated here, at the end, so that a log cut to its tail (as CI shows it) still names them.
const firstLines = (text) =>
  text
    .split('\n')
    .slice(0, 6)
    .map((line) => `        ${line}`)
    .join('\n');
console.log('\nSummary');
for (const leg of legs) {
  console.log(`  ${leg.status === 0 ? '✓' : '✖'} ${leg.name}: ${leg.passed} passed, ${leg.failed} failed`);
  for (const failure of leg.failures) {
    console.log(`      ✖ ${failure.where} › ${failure.title}`);
    if (failure.message) console.log(firstLines(failure.message));
  }
}
const passed = legs.reduce((sum, leg) => sum + leg.passed, 0);
const failed = legs.reduce((sum, leg) => sum + leg.failed, 0);
const broken = legs.some((leg) => leg.status !== 0);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
