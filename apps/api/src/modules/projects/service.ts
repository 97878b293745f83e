import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  analysisKey,
  lineName,
  priceProject,
  projectAmountDetails,
  projectMessages,
  sameUnit,
  type BookPrices,
  type ProjectBody,
  type ProjectDivisionInput,
  type ValidationDetail,
} from '@kalkulator/core';
import type { Database, ProjectRow, StoredProjectData, StoredProjectItem } from '../../db/schema';
import { HttpError, ValidationError } from '../../errors';
import { findUnitParts } from '../job-types/repository';

// A project written whole: each catalogue item keeps the A/B/C it was priced with (sent back as read, or kept from
// the stored item of the same id and brick type), and only a new item is priced from today's catalogue, with its own
// brick type. Totals come from core.

const newItemId = () => randomBytes(6).toString('hex');

function previousItems(data: StoredProjectData | undefined): Map<string, StoredProjectItem> {
  const items = new Map<string, StoredProjectItem>();
  for (const division of data?.divisions ?? []) for (const item of division.items) items.set(item.id, item);
  return items;
}

/**
 * Whether the catalogue's job type of a line's id is still the line's own: the same unit ("m3" is "m³", core's
 * sameUnit). A job type deleted and its id given to another (or whose unit an admin changed) is another job: its
 * analysis per m² must never price a line measured in m³.
 */
export function pricesLine(line: { unit: string }, jobType: { unit: string } | undefined): boolean {
  return jobType !== undefined && sameUnit(line.unit, jobType.unit);
}

/** The stored document of a project body; 422 naming each item whose job type is unknown. */
export async function freezeProject(
  db: Kysely<Database>,
  body: ProjectBody,
  previous?: StoredProjectData,
  book: BookPrices | null = null,
): Promise<StoredProjectData> {
  const kept = previousItems(previous);
  const keptParts = (item: ProjectBody['divisions'][number]['items'][number]) => {
    if (item.unit_price && typeof item.unit_price === 'object') return item.unit_price;
    const stored = item.id ? kept.get(item.id) : undefined;
    return stored &&
      stored.job_type_id === item.job_type_id &&
      (stored.brick_type ?? null) === (item.brick_type ?? null)
      ? stored.parts
      : null;
  };
  const needed = body.divisions.flatMap((division) =>
    division.items.flatMap((item) =>
      item.job_type_id === null ? [] : [{ job_type_id: item.job_type_id, brick_type: item.brick_type }],
    ),
  );
  const catalogue = await findUnitParts(db, needed, book);
  const details: ValidationDetail[] = [];
  const divisions = body.divisions.map((division, d) => ({
    code: division.code,
    name: division.name,
    items: division.items.map((item, i): StoredProjectItem => {
      const base = {
        id: item.id ?? newItemId(),
        volume: item.volume.value,
        volume_text: item.volume.text,
        schedule: item.schedule,
      };
      if (item.job_type_id === null) {
        return {
          ...base,
          job_type_id: null,
          description: item.description!,
          unit: item.unit!,
          parts: null,
          // Typed as a number, or read back as { …, F } and sent again unchanged.
          free_price: typeof item.unit_price === 'number' ? item.unit_price : Number(item.unit_price?.F ?? 0),
          price_source: 'free',
        };
      }
      const jobType = catalogue.get(analysisKey(item.job_type_id, item.brick_type));
      // Only a wall (a job type with brick variants) keeps a brick type: elsewhere it would mean nothing.
      const brickType = jobType?.has_brick_variants ? item.brick_type : null;
      const unit = item.unit ?? jobType?.unit;
      // A new line in its own unit is priced only by a job type in that unit (pricesLine).
      const parts = keptParts(item) ?? (unit && pricesLine({ unit }, jobType) ? jobType?.parts : undefined);
      const description = item.description ?? (jobType && lineName(jobType.name, brickType));
      if (!parts || !description || !unit) {
        details.push({
          param: `divisions.${d}.items.${i}.job_type_id`,
          msg: projectMessages.jobTypeNotFound,
        });
      }
      return {
        ...base,
        job_type_id: item.job_type_id,
        ...(brickType && { brick_type: brickType }),
        description: description ?? '',
        unit: unit ?? '',
        parts: parts ? { A: parts.A, B: parts.B, C: parts.C } : null,
        free_price: null,
        price_source: item.price_source === 'calculation' ? 'calculation' : 'ahsp',
      };
    }),
  }));
  if (details.length > 0) throw new ValidationError(details);
  // Now with each new catalogue line's parts: the body's own check could count only the prices it carried.
  const tooLarge = projectAmountDetails(divisions, body);
  if (tooLarge.length > 0) throw new ValidationError(tooLarge);
  return { divisions };
}

export function pricingInputs(data: StoredProjectData): ProjectDivisionInput[] {
  return data.divisions.map((division) => ({
    code: division.code,
    name: division.name,
    items: division.items.map((item) => ({ ...item })),
  }));
}

export function settingsOf(row: Pick<ProjectRow, 'overhead_percentage' | 'ppn_percentage' | 'rounding'>) {
  return {
    overhead_percentage: row.overhead_percentage,
    ppn_percentage: row.ppn_percentage,
    rounding: row.rounding,
  };
}

export function countItems(data: StoredProjectData): number {
  return data.divisions.reduce((sum, division) => sum + division.items.length, 0);
}

/** The project as the API answers it: stored fields, each item priced, division totals and weights, the rekap. */
export function toProject(row: ProjectRow) {
  const priced = priceProject(pricingInputs(row.data), settingsOf(row));
  return {
    id: row.id,
    local_id: row.local_id,
    name: row.name,
    location: row.location,
    owner: row.owner,
    contractor: row.contractor,
    description: row.description,
    fiscal_year: row.fiscal_year,
    start_date: row.start_date,
    overhead_percentage: row.overhead_percentage,
    ppn_percentage: row.ppn_percentage,
    rounding: row.rounding,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    item_count: row.item_count,
    total: row.total,
    price_book_id: row.price_book_id ?? null,
    divisions: priced.divisions.map((division) => ({
      code: division.code,
      name: division.name,
      total: division.total,
      weight: division.weight,
      items: division.items.map((item) => ({
        id: item.id,
        job_type_id: item.job_type_id,
        brick_type: item.brick_type ?? null,
        description: item.description,
        unit: item.unit,
        volume: item.volume,
        volume_text: item.volume_text ?? null,
        price_source: item.price_source ?? 'ahsp',
        schedule: item.schedule ?? null,
        unit_price: item.unit_price,
        amount: item.amount,
      })),
    })),
    totals: priced.totals,
  };
}

/** Column values of a project body and its frozen document. */
export function columnsOf(body: ProjectBody, data: StoredProjectData) {
  const settings = {
    overhead_percentage: body.overhead_percentage,
    ppn_percentage: body.ppn_percentage,
    rounding: body.rounding,
  };
  const { totals } = priceProject(pricingInputs(data), settings);
  return {
    name: body.name,
    location: body.location,
    owner: body.owner,
    contractor: body.contractor,
    description: body.description,
    fiscal_year: body.fiscal_year,
    start_date: body.start_date,
    ...settings,
    data: JSON.stringify(data),
    total: totals.rounded,
    item_count: countItems(data),
    // Absent from the body: the project keeps its book.
    ...(body.price_book_id !== undefined && { price_book_id: body.price_book_id }),
  };
}

/** Why a project failed when the database refused it (an error of the server, not a rule of the body). */
export const projectNotStored = 'Proyek ini tidak dapat disimpan ke akun. Silakan coba lagi nanti.';

/**
 * Why a browser project could not move to the account, as at least one detail: the details of a refusal, else its
 * message (a book or job type gone) naming the project as a whole, else, for an error of the server, that it was not
 * stored. The web shows the first; an empty list left the user with no reason.
 */
export function syncFailureDetails(error: unknown): ValidationDetail[] {
  if (!(error instanceof HttpError)) return [{ param: 'project', msg: projectNotStored }];
  if (error.details && error.details.length > 0) return error.details;
  return [{ param: 'project', msg: error.message }];
}
