import type { FastifyInstance } from 'fastify';
import type { JobTypeDetails } from '@kalkulator/core';
import { escapeHtml, type FirstScreen } from '../../plugins/page-html';
import { findJobTypeDetails } from './repository';

// Ids the database can hold (int4): anything longer is no job type, and is not looked up.
const CALCULATOR_PATH = /^\/calculate\/([1-9]\d{0,8})$/;

/**
 * The calculator's breadcrumb and heading as CalculatorPage draws them (keep the two alike: the browser test
 * "draws the calculator's heading before its scripts run" compares them), so a phone shows which job it is
 * pricing while the scripts still load.
 */
function calculatorHeading(jobType: JobTypeDetails): string {
  const link = 'font-medium text-brand-700 hover:underline';
  return (
    '<div class="mx-auto max-w-3xl space-y-6">' +
    `<nav class="text-sm text-slate-500" aria-label="Breadcrumb"><a href="/" class="${link}">Beranda</a>` +
    `<span class="mx-2">/</span><a href="/category/${jobType.category_id}" class="${link}">` +
    `${escapeHtml(jobType.category_name)}</a></nav>` +
    `<header><h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${escapeHtml(jobType.name)}</h1>` +
    `<p class="mt-1 text-sm text-slate-500"><span class="font-mono">${escapeHtml(jobType.code)}</span>` +
    ` · satuan ${escapeHtml(jobType.unit)}</p></header></div>`
  );
}

/**
 * The data the calculator's first screen needs, for its page (plugins/static.ts): the job type with its labour
 * and materials, as GET /api/job-types/{id}/details answers it, from the cache the calculation route uses,
 * and its heading. The phone then draws the calculator without a round trip after its scripts have run.
 */
export function calculatorFirstScreen(app: FastifyInstance) {
  return async (path: string): Promise<FirstScreen | undefined> => {
    const match = CALCULATOR_PATH.exec(path);
    if (!match) return undefined;
    const details = await app.detailsCache.get(Number(match[1]), (id) => findJobTypeDetails(app.db, id));
    return (
      details && {
        name: 'job_type_details',
        data: details,
        markup: calculatorHeading(details),
        title: details.name,
      }
    );
  };
}
