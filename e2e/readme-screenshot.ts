// Makes docs/screenshots/readme.png: the calculator's result on a phone beside the home page on a desktop.
// Run after a build: npx tsx e2e/readme-screenshot.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, DESKTOP, PHONE } from './support/browser';
import { repoRoot, startServer } from './support/server';

const server = await startServer();
const browser = await launchBrowser();
try {
  const api = async (path: string) => (await fetch(`${server.url}/api${path}`)).json();
  const { categories } = await api('/jobs/categories');
  let wall: { id: number } | undefined;
  for (const category of categories) {
    const { job_types } = await api(`/jobs/types/${category.id}`);
    wall = job_types.find((job: { has_brick_variants: boolean }) => job.has_brick_variants) ?? wall;
    if (wall) break;
  }
  if (!wall) throw new Error('no wall job type');

  const desktop = await browser.newPage({ viewport: DESKTOP, baseURL: server.url, deviceScaleFactor: 1 });
  await desktop.goto('/');
  await desktop.getByTestId('category-card').first().waitFor();
  const desktopShot = await desktop.screenshot();

  const phone = await browser.newPage({ viewport: PHONE, baseURL: server.url, deviceScaleFactor: 1 });
  await phone.goto(`/calculate/${wall.id}`);
  await phone.getByTestId('input-project_name').fill('Rumah Ibu Sari');
  await phone.getByTestId('input-volume').fill('36');
  await phone.getByTestId('step-next').click();
  await phone.getByTestId('step-next').click();
  await phone.getByTestId('calculate-submit').click();
  await phone.getByTestId('calculation-result').waitFor();
  await phone.getByTestId('calculation-result').scrollIntoViewIfNeeded();
  await phone.waitForTimeout(2500);
  const phoneShot = await phone.screenshot();

  const board = await browser.newPage({ viewport: { width: 1760, height: 900 }, deviceScaleFactor: 1 });
  const image = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  await board.setContent(`<body style="margin:0;background:#e2e8f0;display:flex;gap:40px;align-items:center;justify-content:center;height:900px">
    <img src="${image(desktopShot)}" style="width:1280px;box-shadow:0 10px 30px #0003;border-radius:8px">
    <img src="${image(phoneShot)}" style="width:390px;box-shadow:0 10px 30px #0003;border-radius:24px">
  </body>`);
  writeFileSync(join(repoRoot, 'docs/screenshots/readme.png'), await board.screenshot());
  console.log('docs/screenshots/readme.png written');
} finally {
  await browser.close();
  await server.stop();
}
