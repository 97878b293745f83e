import type { FastifyInstance } from 'fastify';
import { calculatorFirstScreen } from '../modules/job-types/page-data';
import { listCategories } from '../modules/jobs/repository';
import type { FirstScreen } from './page-html';

/**
 * The home screen's opening section as HomePage (apps/web/src/features/catalogue/routes/HomePage.tsx) draws it
 * before its categories arrive; keep the two alike (the browser test "draws the home screen's opening before
 * its scripts run" compares text and place). It is the largest thing on a phone's first screen, so the page
 * shows it as soon as it is parsed. Without scripts the search still works: the form sends ?search=.
 */
const homeHero: FirstScreen = {
  markup:
    '<div class="space-y-8"><section class="rounded-3xl bg-gradient-to-br from-slate-900 to-slate-800 px-5 py-8 ' +
    'text-white sm:px-10 sm:py-12"><h1 class="text-2xl font-bold sm:text-4xl">Hitung biaya pekerjaan konstruksi</h1>' +
    '<p class="mt-3 max-w-2xl text-slate-300">Upah tukang dan pekerja, kebutuhan material, HPP dan RAB dari ' +
    'koefisien SNI/AHSP. Pilih kategori, lalu jenis pekerjaan.</p>' +
    '<form role="search" action="/" method="get" class="mt-6 flex max-w-xl gap-2">' +
    '<input type="search" name="search" placeholder="Cari kategori atau pekerjaan..." ' +
    'aria-label="Cari kategori atau pekerjaan" class="min-h-12 min-w-0 flex-1 rounded-xl border-0 bg-white px-4 ' +
    'text-base text-slate-900 outline-none ring-2 ring-transparent placeholder:text-slate-400 ' +
    'focus:ring-brand-400">' +
    '<button type="submit" class="min-h-12 rounded-xl bg-brand-500 px-5 font-semibold text-slate-900 ' +
    'hover:bg-brand-400">Cari</button></form>' +
    '<p class="mt-5 text-sm text-slate-300">Perlu kuantitas dulu? <a href="/calculators" ' +
    'class="font-semibold text-brand-400 underline-offset-2 hover:underline">Kalkulator panjang, luas, volume, ' +
    'balok, footplate, plester dan bata →</a></p></section></div>',
};

/**
 * The home screen: its opening section, and the categories as GET /api/jobs/categories answers them (without a
 * search), so the app draws the list in its first render instead of after one more round trip.
 */
async function homeFirstScreen(app: FastifyInstance): Promise<FirstScreen> {
  const data = await app.detailsCache.value('home-categories', async () => ({
    categories: await listCategories(app.db),
    job_types: [],
  }));
  return { ...homeHero, name: 'home_categories', data };
}

/** What the server writes into the page of a path for its first screen (plugins/static.ts), if anything. */
export function firstScreens(app: FastifyInstance) {
  const calculator = calculatorFirstScreen(app);
  return async (path: string): Promise<FirstScreen | undefined> =>
    path === '/' ? homeFirstScreen(app) : calculator(path);
}
