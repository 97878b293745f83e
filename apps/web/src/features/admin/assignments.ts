import {
  ahspMessages,
  BRICK_TYPES,
  coefficientAmbiguity,
  MAX_COEFFICIENT,
  parseIdNumber,
  type JobTypeDetails,
} from '@kalkulator/core';
import { adminTexts, analysisTexts } from './texts';
import type { EquipmentAssignment, LaborAssignment, MaterialAssignment } from './api/types';

// The job type's assignment editor works on a draft; saving replaces all assignments in one call each.

export interface MaterialDraft extends MaterialAssignment {
  name: string;
  unit: string;
  /** As typed, so "0,25" stays editable; read on save. */
  quantity: string;
}

export interface EquipmentDraft extends EquipmentAssignment {
  name: string;
  unit: string;
  quantity: string;
}

export interface LaborDraft extends LaborAssignment {
  name: string;
  role: string;
  coefficientText: string;
}

export const BRICK_LABELS: Record<(typeof BRICK_TYPES)[number], string> = {
  bata_merah: 'Bata merah',
  batako: 'Batako',
  bata_ringan: 'Bata ringan',
};

export const ROLE_LABELS: Record<string, string> = {
  tukang: 'Tukang',
  pekerja: 'Pekerja',
  kepala_tukang: 'Kepala tukang',
  mandor: 'Mandor',
};

/** Case and spacing aside, as the admin reads a name. */
const sameWords = (text: string) => text.trim().toLocaleLowerCase('id-ID');

/**
 * Beside a labour rate's name: its role, unless the name says it already ("Pekerja" of role pekerja, "Mandor"), so
 * a row never reads "Pekerja (Pekerja)".
 */
export function roleNote(name: string, role: string): string | undefined {
  const label = ROLE_LABELS[role] ?? role;
  return sameWords(label) === sameWords(name) ? undefined : label;
}

/**
 * Beside a material's or labour rate's name, where the job type's analysis differs by brick type: the brick type it
 * counts for, or "semua jenis bata"; not where the name says it already ("Bata merah" of bata merah), so no row
 * reads "Bata merah (Bata merah)".
 */
export function brickNote(name: string, brickType: string | null, variants: boolean): string | undefined {
  if (!variants) return undefined;
  if (brickType === null) return analysisTexts.allBrickTypes;
  const label = BRICK_LABELS[brickType as (typeof BRICK_TYPES)[number]] ?? brickType;
  return sameWords(name).includes(sameWords(label)) ? undefined : label;
}

/** Beside a labour rate's name: its role (where the name does not say it) and its brick type (where it has one). */
export function laborNote(row: { name: string; role: string; brick_type: string | null }, variants: boolean) {
  const notes = [roleNote(row.name, row.role), brickNote(row.name, row.brick_type, variants)];
  return notes.filter(Boolean).join(', ') || undefined;
}

/**
 * A row as the admin and a screen reader tell it from the others: its name and the note beside it, so the rows of
 * one material for two brick types read "Pasir pasang (Bata merah)" and "Pasir pasang (Batako)".
 */
export function rowName(name: string, note: string | undefined): string {
  return note ? `${name} (${note})` : name;
}

/** Each row's coefficient problem, by list and index (undefined where the coefficient is a valid one). */
export interface CoefficientErrors {
  labor: (string | undefined)[];
  materials: (string | undefined)[];
  equipment: (string | undefined)[];
}

export function coefficientErrors(draft: AssignmentDraft): CoefficientErrors {
  const problem = (text: string) => {
    const read = readCoefficient(text);
    return 'error' in read ? read.error : undefined;
  };
  return {
    labor: draft.labor.map((row) => problem(row.coefficientText)),
    materials: draft.materials.map((row) => problem(row.quantity)),
    equipment: draft.equipment.map((row) => problem(row.quantity)),
  };
}

/** How many rows' coefficients are not valid ones. */
export const invalidCount = (errors: CoefficientErrors) =>
  [...errors.labor, ...errors.materials, ...errors.equipment].filter((error) => error !== undefined).length;

// Without the thousands point: a stored 1650 reads "1650", which readCoefficient takes back as it is ("1.650" it asks).
const typed = (value: number) =>
  value.toLocaleString('id-ID', { maximumFractionDigits: 6, useGrouping: false });

export interface AssignmentDraft {
  materials: MaterialDraft[];
  labor: LaborDraft[];
  equipment: EquipmentDraft[];
}

export function draftFrom(details: JobTypeDetails): AssignmentDraft {
  return {
    equipment: (details.equipment ?? []).map((item) => ({
      equipment_id: item.equipment_id,
      name: item.name,
      unit: item.unit,
      quantity_per_unit: item.quantity_per_unit,
      quantity: typed(item.quantity_per_unit),
    })),
    materials: details.materials.map((item) => ({
      material_id: item.material_id,
      name: item.name,
      unit: item.unit,
      quantity_per_unit: item.quantity_per_unit,
      quantity: typed(item.quantity_per_unit),
      brick_type: item.brick_type ?? null,
    })),
    labor: details.labor.map((item) => ({
      labor_rate_id: item.labor_rate_id,
      name: item.name,
      role: item.role,
      coefficient: item.coefficient,
      coefficientText: typed(item.coefficient),
      brick_type: item.brick_type ?? null,
    })),
  };
}

/**
 * A positive coefficient up to the server's limit, or the message to show beside it. "1.650" (1,65 as an English
 * AHSP table writes it, 1650 the Indonesian way) is asked, never saved as 1650.
 */
export function readCoefficient(text: string): { value: number } | { error: string } {
  const ambiguous = coefficientAmbiguity(text);
  if (ambiguous) return { error: ambiguous };
  const value = parseIdNumber(text.trim());
  if (!Number.isFinite(value) || value <= 0) return { error: adminTexts.positiveNumber };
  if (value > MAX_COEFFICIENT) return { error: ahspMessages.coefficientTooLarge };
  return { value };
}

/** A refused coefficient said in a toast, away from its field: named once ("Koefisien: …" unless it says so). */
export function coefficientToast(error: string): string {
  return /^koefisien\b/i.test(error) ? error : `Koefisien: ${error}`;
}

export function sameMaterial(a: MaterialAssignment, b: MaterialAssignment): boolean {
  return a.material_id === b.material_id && (a.brick_type ?? null) === (b.brick_type ?? null);
}

/** One labour rate twice is a repeat only for the same brick type (a wall's pekerja of bata merah and of batako). */
export function sameLabor(a: LaborAssignment, b: LaborAssignment): boolean {
  return a.labor_rate_id === b.labor_rate_id && (a.brick_type ?? null) === (b.brick_type ?? null);
}

/** The PUT bodies, or the first problem (a bad coefficient, or the same item twice). */
export function assignmentBodies(
  materials: MaterialDraft[],
  labor: LaborDraft[],
  equipment: EquipmentDraft[] = [],
):
  | {
      material_assignments: MaterialAssignment[];
      labor_assignments: LaborAssignment[];
      equipment_assignments: EquipmentAssignment[];
    }
  | { error: string; item: string } {
  const material_assignments: MaterialAssignment[] = [];
  for (const item of materials) {
    const read = readCoefficient(item.quantity);
    if ('error' in read) return { error: read.error, item: item.name };
    const assignment = {
      material_id: item.material_id,
      quantity_per_unit: read.value,
      brick_type: item.brick_type,
    };
    if (material_assignments.some((other) => sameMaterial(other, assignment)))
      return { error: adminTexts.assignmentDuplicate, item: item.name };
    material_assignments.push(assignment);
  }
  const labor_assignments: LaborAssignment[] = [];
  for (const item of labor) {
    const read = readCoefficient(item.coefficientText);
    if ('error' in read) return { error: read.error, item: item.name };
    const assignment = {
      labor_rate_id: item.labor_rate_id,
      coefficient: read.value,
      brick_type: item.brick_type ?? null,
    };
    if (labor_assignments.some((other) => sameLabor(other, assignment)))
      return { error: adminTexts.assignmentDuplicate, item: item.name };
    labor_assignments.push(assignment);
  }
  const equipment_assignments: EquipmentAssignment[] = [];
  for (const item of equipment) {
    const read = readCoefficient(item.quantity);
    if ('error' in read) return { error: read.error, item: item.name };
    if (equipment_assignments.some((other) => other.equipment_id === item.equipment_id))
      return { error: adminTexts.assignmentDuplicate, item: item.name };
    equipment_assignments.push({ equipment_id: item.equipment_id, quantity_per_unit: read.value });
  }
  return { material_assignments, labor_assignments, equipment_assignments };
}

/** Whether two drafts hold the same analysis, as typed (a refetch with the same data is no change). */
export function sameAnalysis(a: AssignmentDraft, b: AssignmentDraft): boolean {
  const typedRows = (draft: AssignmentDraft) =>
    JSON.stringify([
      draft.labor.map((item) => [item.labor_rate_id, item.brick_type ?? null, item.coefficientText]),
      draft.materials.map((item) => [item.material_id, item.brick_type ?? null, item.quantity]),
      draft.equipment.map((item) => [item.equipment_id, item.quantity]),
    ]);
  return typedRows(a) === typedRows(b);
}

const LISTS = {
  labor_assignments: { word: 'upah', rows: (draft: AssignmentDraft) => draft.labor },
  material_assignments: { word: 'material', rows: (draft: AssignmentDraft) => draft.materials },
  equipment_assignments: { word: 'peralatan', rows: (draft: AssignmentDraft) => draft.equipment },
} as const;

/**
 * The server's refusals (422 details at `labor_assignments.4`, `material_assignments.0.quantity_per_unit` …) as the
 * admin reads the editor: "Baris upah 5 (Tukang las): Upah tenaga kerja tidak ditemukan." The lists were sent in the
 * draft's order, so a detail's index is the draft's row.
 */
export function refusedRows(details: Record<string, string>, draft: AssignmentDraft): string[] {
  return Object.entries(details).map(([param, msg]) => {
    const [field, index] = param.split('.');
    const list = LISTS[field as keyof typeof LISTS];
    const row = list && index !== undefined ? list.rows(draft)[Number(index)] : undefined;
    if (!list || !row) return msg;
    return `Baris ${list.word} ${Number(index) + 1} (${row.name}): ${msg}`;
  });
}
