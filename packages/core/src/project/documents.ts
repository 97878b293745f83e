import type { UnitPrice, UnitPriceLine } from '../ahsp/unit-price';
import { compareCodes } from '../catalogue/codes';
import { formatDate } from '../format/format';
import { decimalComma, roundRupiah } from '../format/number';
import {
  SheetBuilder,
  columnName,
  money,
  ref,
  text,
  type SheetCell,
  type SheetModel,
} from '../export/sheet-model';
import { analysisKey, brickSuffix, lineName } from './analyses';
import type { ProjectResources } from './resources';
import { addDays, daysInWeek, type ProjectSchedule } from './schedule';
import { roundingStep, type PricedItem, type PricedProject, type ProjectRounding } from './totals';

// The document set a contractor hands over with a RAB proyek, as sheets with live formulas: Rekap, RAB, Analisa
// (one block per job type used), Daftar Harga (upah, bahan, alat), Kebutuhan (what to buy) and Jadwal (weekly
// schedule with bobot, planned and cumulative progress). The .xlsx writer and the PDF both draw these models;
// each formula cell carries the value the formula gives.

export interface ProjectDocumentHeader {
  name: string;
  location: string | null;
  owner: string | null;
  contractor: string | null;
  fiscal_year: number | string | null;
  start_date: string | null;
  overhead_percentage: number;
  ppn_percentage: number;
  rounding: ProjectRounding;
  /** The price book the catalogue lines are priced from ("Katalog nasional" without one); not said when unknown. */
  price_book?: string | null;
}

export interface ProjectDocumentInput {
  project: ProjectDocumentHeader;
  priced: PricedProject;
  /**
   * Each analysis the lines use, priced with the project's overhead (`projectAnalyses`), by `analysisKey`: one per
   * job type, and per brick type of a job type with variants.
   */
  analyses: Map<string, UnitPrice>;
  schedule: ProjectSchedule;
  resources: ProjectResources;
  /** The signing date (YYYY-MM-DD); today when absent. */
  date?: string;
}

export const DOCUMENT_SHEETS = {
  rekap: 'Rekap',
  rab: 'RAB',
  analisa: 'Analisa',
  prices: 'Daftar Harga',
  resources: 'Kebutuhan',
  schedule: 'Jadwal',
} as const;

export const documentTexts = {
  rekapTitle: 'REKAPITULASI RENCANA ANGGARAN BIAYA',
  rabTitle: 'RENCANA ANGGARAN BIAYA (RAB)',
  analisaTitle: 'ANALISA HARGA SATUAN PEKERJAAN',
  pricesTitle: 'DAFTAR HARGA SATUAN UPAH, BAHAN DAN ALAT',
  resourcesTitle: 'DAFTAR KEBUTUHAN BAHAN, UPAH DAN ALAT',
  scheduleTitle: 'TIME SCHEDULE DAN KURVA S',
  calculationNote:
    '** Harga satuan dari kalkulasi pekerjaan (biaya per satuan kalkulasi), bukan dari analisa AHSP.',
  resourcesNote:
    'Jumlah harga = kebutuhan × harga satuan, seperti di analisa (belum termasuk overhead & keuntungan). Yang dibeli dibulatkan ke atas ke satuan beli (zak, batang, hari); selisihnya tidak masuk jumlah harga.',
  frozenNote:
    '* Harga satuan dibekukan saat item ditambahkan dan berbeda dari analisa katalog saat ini; pakai "Perbarui harga" agar sama.',
  resourcesFrozenNote:
    'Sebagian item RAB memakai harga satuan yang dibekukan (bertanda * di RAB); kebutuhan di sini dihitung dengan analisa dan harga katalog saat ini. Pakai "Perbarui harga" agar sama.',
  madeBy: 'Dibuat oleh,',
  checkedBy: 'Diperiksa oleh,',
  approvedBy: 'Disetujui oleh,',
  signLine: '(..............................)',
} as const;

const sheetRef = (sheet: string, cell: string) =>
  /\s/.test(sheet) ? `'${sheet}'!${cell}` : `${sheet}!${cell}`;
const header = (labels: string[]) => labels.map((label) => text(label, 'header'));
const formula = (formulaText: string, value: number, style: SheetCell['style'] = 'money'): SheetCell => ({
  formula: formulaText,
  value,
  style,
});

function projectBlock(sheet: SheetBuilder, title: string, project: ProjectDocumentHeader, width: number) {
  sheet.add([text(title, 'title')], 0, width - 1);
  // One cell across the sheet, so a long label never hides under the narrow No column.
  const info = (label: string, value: string | number | null) =>
    sheet.add([text(`${label}: ${value === null || value === '' ? '-' : value}`, 'label')], 0, width - 1);
  info('Proyek', project.name);
  info('Lokasi', project.location);
  info('Pemilik', project.owner);
  info('Tahun Anggaran', project.fiscal_year);
  if (project.price_book) info('Daftar Harga', project.price_book);
  sheet.blank();
}

function finish(
  sheet: SheetBuilder,
  name: string,
  columns: number[],
  project: ProjectDocumentHeader,
  titleRow: number,
  landscape = false,
  titleRows = 1,
): SheetModel {
  return {
    name,
    columns,
    rows: sheet.rows,
    merges: sheet.merges,
    landscape,
    printTitles: `${titleRow}:${titleRow + titleRows - 1}`,
    pageHeader: project.name,
  };
}

type PriceGroup = 'labor' | 'materials' | 'equipment';
const GROUPS: { group: PriceGroup; letter: string; title: string; total: string }[] = [
  { group: 'labor', letter: 'A', title: 'TENAGA KERJA', total: 'Jumlah harga tenaga kerja' },
  { group: 'materials', letter: 'B', title: 'BAHAN', total: 'Jumlah harga bahan' },
  { group: 'equipment', letter: 'C', title: 'PERALATAN', total: 'Jumlah harga peralatan' },
];
type PricedLine = Pick<UnitPriceLine, 'code' | 'name' | 'unit' | 'price'>;
const priceKey = (group: PriceGroup, line: PricedLine) =>
  `${group}|${line.code}|${line.name}|${line.unit}|${line.price}`;

/**
 * A wage, material or equipment price as a reference to its Daftar Harga row, so a price changed there reprices the
 * Analisa and the Kebutuhan alike; the price as a value only for a line Daftar Harga has no row of.
 */
function priceCell(priceRows: Map<string, number>, group: PriceGroup, line: PricedLine): SheetCell {
  const row = priceRows.get(priceKey(group, line));
  return row ? formula(sheetRef(DOCUMENT_SHEETS.prices, `E${row}`), line.price) : money(line.price);
}

/** Daftar Harga: every wage, material and equipment price the analyses use; its rows, by key, for the analyses. */
function pricesSheet(input: ProjectDocumentInput) {
  const sheet = new SheetBuilder();
  projectBlock(sheet, documentTexts.pricesTitle, input.project, 5);
  const titleRow = sheet.add(header(['No', 'Uraian', 'Kode', 'Satuan', 'Harga Satuan (Rp)']));
  const rows = new Map<string, number>();
  const titles: Record<PriceGroup, string> = { labor: 'UPAH', materials: 'BAHAN', equipment: 'ALAT' };
  GROUPS.forEach(({ group, letter }) => {
    const lines = new Map<string, UnitPriceLine>();
    for (const analysis of input.analyses.values()) {
      const list =
        group === 'labor' ? analysis.labor : group === 'materials' ? analysis.materials : analysis.equipment;
      for (const line of list) lines.set(priceKey(group, line), line);
    }
    if (lines.size === 0) return;
    sheet.add([
      text(letter, 'section'),
      text(titles[group], 'section'),
      text('', 'section'),
      text('', 'section'),
      text('', 'section'),
    ]);
    [...lines.entries()]
      .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'id') || a.code.localeCompare(b.code))
      .forEach(([key, line], index) => {
        rows.set(
          key,
          sheet.add([
            { value: index + 1, style: 'text' },
            text(line.name),
            text(line.code),
            text(group === 'labor' ? 'OH' : line.unit),
            money(line.price),
          ]),
        );
      });
  });
  sheet.blank();
  return { model: finish(sheet, DOCUMENT_SHEETS.prices, [6, 40, 14, 10, 20], input.project, titleRow), rows };
}

/** Analisa: one block per analysis used (job type, and brick type); its rows of F, by analysisKey, for the RAB. */
function analysesSheet(input: ProjectDocumentInput, priceRows: Map<string, number>) {
  const sheet = new SheetBuilder();
  projectBlock(sheet, documentTexts.analisaTitle, input.project, 7);
  const fRows = new Map<string, number>();
  let titleRow = 0;
  const overhead = input.project.overhead_percentage;
  [...input.analyses.entries()]
    .sort(
      ([keyA, a], [keyB, b]) => compareCodes(a.job_type.code, b.job_type.code) || keyA.localeCompare(keyB),
    )
    .forEach(([key, analysis]) => {
      const { job_type: jobType } = analysis;
      const title = `${jobType.code} - 1 ${jobType.unit} ${jobType.name}${brickSuffix(analysis.brick_type)}`;
      sheet.add([text(title, 'strong')], 0, 6);
      const headerRow = sheet.add(
        header(['No', 'Uraian', 'Kode', 'Satuan', 'Koefisien', 'Harga Satuan (Rp)', 'Jumlah Harga (Rp)']),
      );
      titleRow ||= headerRow;
      const totals: { row: number; value: number }[] = [];
      GROUPS.forEach(({ group, letter, title, total }) => {
        const lines =
          group === 'labor'
            ? analysis.labor
            : group === 'materials'
              ? analysis.materials
              : analysis.equipment;
        sheet.add([
          text(letter, 'section'),
          text(title, 'section'),
          ...Array.from({ length: 5 }, () => text('', 'section')),
        ]);
        const first = sheet.next;
        lines.forEach((line, index) => {
          const row = sheet.next;
          sheet.add([
            { value: index + 1, style: 'text' },
            text(line.name),
            text(line.code),
            text(group === 'labor' ? 'OH' : line.unit),
            { value: line.coefficient, style: 'coefficient' },
            priceCell(priceRows, group, line),
            formula(`ROUND(E${row}*F${row},0)`, line.amount),
          ]);
        });
        const last = sheet.next - 1;
        const value = lines.reduce((sum, line) => sum + line.amount, 0);
        const row = sheet.add([
          null,
          text(`${total} (${letter})`, 'strong'),
          null,
          null,
          null,
          null,
          formula(last >= first ? `SUM(G${first}:G${last})` : '0', value, 'moneyStrong'),
        ]);
        totals.push({ row, value });
      });
      const [a, b, c] = totals as [(typeof totals)[0], (typeof totals)[0], (typeof totals)[0]];
      const D = a.value + b.value + c.value;
      const dRow = sheet.add([
        text('D', 'strong'),
        text('Jumlah (A + B + C)', 'strong'),
        null,
        null,
        null,
        null,
        formula(`G${a.row}+G${b.row}+G${c.row}`, D, 'moneyStrong'),
      ]);
      const E = roundRupiah((D * overhead) / 100);
      const eRow = sheet.add([
        text('E', 'strong'),
        text(`Overhead & keuntungan ${decimalComma(overhead)}% × D`, 'strong'),
        null,
        null,
        null,
        null,
        formula(`ROUND(G${dRow}*${overhead}/100,0)`, E, 'moneyStrong'),
      ]);
      const fRow = sheet.add([
        text('F', 'strong'),
        text('Harga satuan pekerjaan (D + E)', 'strong'),
        null,
        null,
        null,
        null,
        formula(`G${dRow}+G${eRow}`, D + E, 'moneyStrong'),
      ]);
      fRows.set(key, fRow);
      sheet.blank();
    });
  return {
    model: finish(sheet, DOCUMENT_SHEETS.analisa, [6, 40, 12, 8, 12, 18, 18], input.project, titleRow || 6),
    fRows,
  };
}

/** Whether a line's frozen price is exactly the analysis's (so the RAB can point at it). */
function matchesAnalysis(item: PricedItem, analysis: UnitPrice | undefined): analysis is UnitPrice {
  if (!analysis || !item.parts || item.price_source === 'calculation') return false;
  return item.parts.A === analysis.A && item.parts.B === analysis.B && item.parts.C === analysis.C;
}

/**
 * A catalogue line keeping a price other than today's analysis: marked * in the RAB, which then cannot point at it.
 * A line whose analysis is not at hand (offline and never kept, or gone from the catalogue) is not: nothing says
 * its price differs, and the screen already says the analysis is missing.
 */
function keepsFrozenPrice(item: PricedItem, analyses: ProjectDocumentInput['analyses']): boolean {
  if (item.job_type_id === null || item.price_source === 'calculation') return false;
  const analysis = analyses.get(analysisKey(item.job_type_id, item.brick_type));
  return analysis !== undefined && !matchesAnalysis(item, analysis);
}

/**
 * Whether any line keeps a frozen price (keepsFrozenPrice): the Kebutuhan, worked out from today's analyses, then
 * says its amounts are not the RAB's.
 */
export function hasFrozenLines(input: Pick<ProjectDocumentInput, 'priced' | 'analyses'>): boolean {
  return input.priced.divisions.some((division) =>
    division.items.some((item) => keepsFrozenPrice(item, input.analyses)),
  );
}

/** RAB: divisions with their lines and subtotals; the rows of each line's amount and each division's subtotal. */
function rabSheet(input: ProjectDocumentInput, fRows: Map<string, number>) {
  const sheet = new SheetBuilder();
  projectBlock(sheet, documentTexts.rabTitle, input.project, 6);
  const titleRow = sheet.add(
    header(['No', 'Uraian Pekerjaan', 'Volume', 'Satuan', 'Harga Satuan (Rp)', 'Jumlah Harga (Rp)']),
  );
  const itemRows: number[][] = [];
  const subtotalRows: number[] = [];
  let frozen = false;
  let calculated = false;
  input.priced.divisions.forEach((division) => {
    sheet.add([
      text(division.code, 'section'),
      text(division.name, 'section'),
      ...Array.from({ length: 4 }, () => text('', 'section')),
    ]);
    const first = sheet.next;
    const rows: number[] = [];
    division.items.forEach((item, index) => {
      const row = sheet.next;
      const fromCalculation = item.price_source === 'calculation';
      const marked = keepsFrozenPrice(item, input.analyses);
      // Every analysis has its F row in the Analisa sheet: a line priced as its analysis points at it.
      const key = item.job_type_id !== null ? analysisKey(item.job_type_id, item.brick_type) : undefined;
      const linked = key !== undefined && !fromCalculation && !marked && fRows.has(key);
      frozen ||= marked;
      calculated ||= fromCalculation;
      const mark = fromCalculation ? ' **' : marked ? ' *' : '';
      rows.push(
        sheet.add([
          { value: index + 1, style: 'text' },
          text(`${lineName(item.description, item.brick_type)}${mark}`),
          { value: item.volume, style: 'quantity' },
          text(item.unit),
          linked
            ? formula(sheetRef(DOCUMENT_SHEETS.analisa, `G${fRows.get(key!)}`), item.unit_price.F)
            : money(item.unit_price.F),
          formula(`ROUND(C${row}*E${row},0)`, item.amount),
        ]),
      );
    });
    const last = sheet.next - 1;
    itemRows.push(rows);
    subtotalRows.push(
      sheet.add([
        null,
        text(`Jumlah ${division.code}. ${division.name}`, 'strong'),
        null,
        null,
        null,
        formula(last >= first ? `SUM(F${first}:F${last})` : '0', division.total, 'moneyStrong'),
      ]),
    );
  });
  const totalRow = sheet.add([
    null,
    text('JUMLAH', 'strong'),
    null,
    null,
    null,
    formula(
      subtotalRows.length ? subtotalRows.map((row) => `F${row}`).join('+') : '0',
      input.priced.totals.subtotal,
      'moneyStrong',
    ),
  ]);
  sheet.blank();
  if (frozen) sheet.add([text(documentTexts.frozenNote, 'note')], 0, 5);
  if (calculated) sheet.add([text(documentTexts.calculationNote, 'note')], 0, 5);
  return {
    model: finish(sheet, DOCUMENT_SHEETS.rab, [6, 46, 12, 9, 18, 20], input.project, titleRow),
    itemRows,
    subtotalRows,
    totalRow,
  };
}

function rekapSheet(input: ProjectDocumentInput, subtotalRows: number[]) {
  const sheet = new SheetBuilder();
  const { project, priced } = input;
  projectBlock(sheet, documentTexts.rekapTitle, project, 4);
  const titleRow = sheet.add(header(['No', 'Uraian Pekerjaan', 'Jumlah Harga (Rp)', 'Bobot (%)']));
  const first = sheet.next;
  const last = first + priced.divisions.length - 1;
  const jumlahRow = last + 1;
  priced.divisions.forEach((division, index) => {
    sheet.add([
      text(division.code),
      text(division.name),
      formula(sheetRef(DOCUMENT_SHEETS.rab, `F${subtotalRows[index]}`), division.total),
      // The bobot as the screen and the PDF print it (apportioned: the column adds up to its JUMLAH's 100,00), a
      // value rather than C ÷ JUMLAH, whose 0,00 could show a hundredth off and the column sum to 100,01.
      { value: division.weight, style: 'weight' },
    ]);
  });
  const { totals } = priced;
  sheet.add([
    null,
    text('JUMLAH', 'strong'),
    formula(priced.divisions.length ? `SUM(C${first}:C${last})` : '0', totals.subtotal, 'moneyStrong'),
    formula(
      priced.divisions.length ? `SUM(D${first}:D${last})` : '0',
      totals.subtotal > 0 ? 100 : 0,
      'weight',
    ),
  ]);
  const ppnLabel = `PPN ${decimalComma(project.ppn_percentage)}%`;
  const ppnRow = sheet.add([
    null,
    text(ppnLabel, 'strong'),
    formula(`ROUND(C${jumlahRow}*${project.ppn_percentage}/100,0)`, totals.ppn, 'moneyStrong'),
  ]);
  const totalRow = sheet.add([
    null,
    text('JUMLAH TOTAL', 'strong'),
    formula(`C${jumlahRow}+C${ppnRow}`, totals.total, 'moneyStrong'),
  ]);
  const { step, down } = roundingStep(project.rounding);
  const digits = -Math.round(Math.log10(step));
  sheet.add([
    null,
    text('DIBULATKAN', 'strong'),
    formula(
      step === 1 ? `C${totalRow}` : `${down ? 'ROUNDDOWN' : 'ROUND'}(C${totalRow},${digits})`,
      totals.rounded,
      'moneyStrong',
    ),
  ]);
  sheet.blank();
  sheet.add([text(`Terbilang: ${capitalize(totals.terbilang)}`, 'strong')], 0, 3);
  sheet.blank();
  signatures(sheet, project, input.date, [1, 2, 3]);
  // D wide enough for the place and date and the owner's name over the Disetujui column of the signatures.
  return finish(sheet, DOCUMENT_SHEETS.rekap, [6, 40, 22, 16], project, titleRow);
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

// Provinces as a location ends with them ("…, Kab. Sleman, DIY"): a document is signed in the town, not the province.
const PROVINCE =
  /^(di\s*y(ogyakarta)?|daerah istimewa yogyakarta|dki( jakarta)?|ntt|ntb|nusa tenggara (timur|barat)|jawa (barat|tengah|timur)|jabar|jateng|jatim|banten|bali|(sumatera|sumatra|kalimantan|sulawesi) (utara|barat|selatan|tengah|timur|tenggara)|(sumut|sumbar|sumsel|kalbar|kalteng|kalsel|kaltim|kaltara|sulut|sulteng|sulsel|sultra|sulbar)|aceh|riau|kepulauan riau|kepri|jambi|bengkulu|lampung|kepulauan bangka belitung|babel|gorontalo|maluku( utara)?|papua( barat| barat daya| selatan| tengah| pegunungan)?)$/i;
const TOWN_PREFIX = /^(kabupaten|kab\.?|kota|kodya)\s+/i;

/**
 * Where a document is signed, from the project's location: its regency or city without "Kab."/"Kota" ("Jl. Magelang
 * Km 5, Kab. Sleman, DIY" → "Sleman"), else its last part that is not a province ("Jl. Timor Raya, Kupang" →
 * "Kupang").
 */
export function signingPlace(location: string | null | undefined): string {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const town = parts.findLast((part) => TOWN_PREFIX.test(part));
  if (town) return town.replace(TOWN_PREFIX, '');
  return parts.findLast((part) => !PROVINCE.test(part)) ?? parts.at(-1) ?? '';
}

/**
 * "Kupang, 25 November 2026", Dibuat oleh / Diperiksa oleh / Disetujui oleh in three columns, room to sign and the
 * names: the contractor's, a blank line for whoever checks, the owner's.
 */
function signatures(
  sheet: SheetBuilder,
  project: ProjectDocumentHeader,
  date: string | undefined,
  [made, checked, approved]: [number, number, number],
) {
  const city = signingPlace(project.location);
  const day = formatDate(date ? `${date}T00:00:00` : new Date());
  const place: (SheetCell | null)[] = [];
  place[approved] = text(city ? `${city}, ${day}` : day);
  sheet.add(place);
  const roles: (SheetCell | null)[] = [];
  roles[made] = text(documentTexts.madeBy, 'label');
  roles[checked] = text(documentTexts.checkedBy, 'label');
  roles[approved] = text(documentTexts.approvedBy, 'label');
  sheet.add(roles);
  sheet.blank();
  sheet.blank();
  sheet.blank();
  const names: (SheetCell | null)[] = [];
  names[made] = text(project.contractor ? `( ${project.contractor} )` : documentTexts.signLine);
  names[checked] = text(documentTexts.signLine);
  names[approved] = text(project.owner ? `( ${project.owner} )` : documentTexts.signLine);
  sheet.add(names);
}

/**
 * Kebutuhan: each price a reference to its Daftar Harga row, as in the Analisa. The resources are summed from the
 * same analyses Daftar Harga lists, each line at the price of the first analysis using it, so every line has its
 * row; only resources worked out from other analyses than `input.analyses` would keep their prices as values.
 */
function resourcesSheet(input: ProjectDocumentInput, priceRows: Map<string, number>) {
  const sheet = new SheetBuilder();
  projectBlock(sheet, documentTexts.resourcesTitle, input.project, 9);
  const titleRow = sheet.add(
    header([
      'No',
      'Uraian',
      'Kode',
      'Satuan',
      'Kebutuhan',
      'Dibeli',
      'Satuan beli',
      'Harga Satuan (Rp)',
      'Jumlah Harga (Rp)',
    ]),
  );
  const totalRows: number[] = [];
  input.resources.groups.forEach((group, g) => {
    sheet.add([
      text(String.fromCharCode(65 + g), 'section'),
      text(group.title, 'section'),
      ...Array.from({ length: 7 }, () => text('', 'section')),
    ]);
    const first = sheet.next;
    group.lines.forEach((line, index) => {
      const row = sheet.next;
      // The need as printed (4 decimals, what the amount was priced from), so ROUND(E × H) gives the amount shown.
      sheet.add([
        { value: index + 1, style: 'text' },
        text(line.name),
        text(line.code),
        text(line.unit),
        { value: line.quantity, style: 'quantity' },
        { value: line.purchase.quantity, style: 'quantity' },
        text(line.purchase.unit),
        priceCell(priceRows, line.group, line),
        formula(`ROUND(E${row}*H${row},0)`, line.amount),
      ]);
    });
    const last = sheet.next - 1;
    totalRows.push(
      sheet.add([
        null,
        text(`Jumlah ${group.title.toLowerCase()}`, 'strong'),
        ...Array.from({ length: 6 }, () => null),
        formula(`SUM(I${first}:I${last})`, group.total, 'moneyStrong'),
      ]),
    );
  });
  sheet.add([
    null,
    text('JUMLAH', 'strong'),
    ...Array.from({ length: 6 }, () => null),
    formula(
      totalRows.length ? totalRows.map((row) => `I${row}`).join('+') : '0',
      input.resources.groups.reduce((sum, group) => sum + group.total, 0),
      'moneyStrong',
    ),
  ]);
  sheet.blank();
  sheet.add([text(documentTexts.resourcesNote, 'note')], 0, 8);
  if (hasFrozenLines(input)) sheet.add([text(documentTexts.resourcesFrozenNote, 'note')], 0, 8);
  return finish(
    sheet,
    DOCUMENT_SHEETS.resources,
    [6, 36, 10, 8, 14, 12, 14, 18, 20],
    input.project,
    titleRow,
  );
}

/** Column index of week w in the Jadwal sheet. */
export const SCHEDULE_FIRST_WEEK_COLUMN = 6;

function scheduleSheet(input: ProjectDocumentInput, itemRows: number[][]) {
  const sheet = new SheetBuilder();
  const { schedule, project } = input;
  const width = SCHEDULE_FIRST_WEEK_COLUMN + schedule.weeks;
  projectBlock(sheet, documentTexts.scheduleTitle, project, Math.min(width, 12));
  const weekLabels = Array.from({ length: schedule.weeks }, (_, week) => `Minggu ${week + 1}`);
  const titleRow = sheet.add(
    header([
      'No',
      'Uraian Pekerjaan',
      'Jumlah Harga (Rp)',
      'Bobot (%)',
      'Mulai (hari ke-)',
      'Durasi (hari)',
      ...weekLabels,
    ]),
  );
  if (project.start_date) {
    sheet.add([
      ...Array.from({ length: SCHEDULE_FIRST_WEEK_COLUMN }, () => null),
      ...weekLabels.map((_, week) =>
        text(formatDate(`${addDays(project.start_date!, week * 7)}T00:00:00`), 'note'),
      ),
    ]);
  }
  const first = sheet.next;
  let at = 0;
  input.priced.divisions.forEach((division, d) => {
    sheet.add([
      text(division.code, 'section'),
      text(division.name, 'section'),
      ...Array.from({ length: width - 2 }, () => text('', 'section')),
    ]);
    division.items.forEach((_, i) => {
      const item = schedule.items[at]!;
      at += 1;
      // Bobot and week cells as printed (the PDF's and the screen's figures): the line's apportioned bobot, and it
      // spread over its weeks in whole hundredths, so each column adds up to the SUM under it and the S-curve ends
      // at 100,00. Values, not C ÷ JUMLAH × 100 and bobot × days ÷ duration, whose 0,00 can show a hundredth off.
      const weeks = Array.from({ length: schedule.weeks }, (_, week) => {
        if (daysInWeek(item.start, item.end, week) === 0) return null;
        return { value: item.printedWeekShares[week - item.firstWeek] ?? 0, style: 'bar' as const };
      });
      sheet.add([
        { value: i + 1, style: 'text' },
        text(item.description),
        formula(sheetRef(DOCUMENT_SHEETS.rab, `F${itemRows[d]![i]}`), item.amount),
        { value: item.printedWeight, style: 'weight' },
        { value: item.start + 1, style: 'text' },
        { value: item.days, style: 'text' },
        ...weeks,
      ]);
    });
  });
  const last = sheet.next - 1;
  const subtotal = input.priced.totals.subtotal;
  sheet.add([
    null,
    text('JUMLAH', 'strong'),
    formula(`SUM(C${first}:C${last})`, subtotal, 'moneyStrong'),
    formula(`SUM(D${first}:D${last})`, subtotal > 0 ? 100 : 0, 'weight'),
  ]);
  const plannedRow = sheet.add([
    null,
    text('Rencana progres mingguan (%)', 'strong'),
    ...Array.from({ length: SCHEDULE_FIRST_WEEK_COLUMN - 2 }, () => null),
    ...schedule.planned.map((value, week) => {
      const column = columnName(SCHEDULE_FIRST_WEEK_COLUMN + week);
      return formula(`SUM(${column}${first}:${column}${last})`, value, 'weight');
    }),
  ]);
  sheet.add([
    null,
    text('Rencana progres kumulatif (%)', 'strong'),
    ...Array.from({ length: SCHEDULE_FIRST_WEEK_COLUMN - 2 }, () => null),
    ...schedule.cumulative.map((value, week) => {
      const here = ref(SCHEDULE_FIRST_WEEK_COLUMN + week, plannedRow);
      return formula(
        week === 0 ? here : `${ref(SCHEDULE_FIRST_WEEK_COLUMN + week - 1, plannedRow + 1)}+${here}`,
        value,
        'weight',
      );
    }),
  ]);
  sheet.blank();
  const firstWeek = columnName(SCHEDULE_FIRST_WEEK_COLUMN);
  const lastWeek = columnName(SCHEDULE_FIRST_WEEK_COLUMN + schedule.weeks - 1);
  const chartTop = sheet.rows.length + 1;
  const model = finish(
    sheet,
    DOCUMENT_SHEETS.schedule,
    [5, 36, 18, 9, 9, 9, ...weekLabels.map(() => 10)],
    project,
    titleRow,
    true,
    project.start_date ? 2 : 1,
  );
  model.chart = {
    title: 'Kurva S',
    categories: `${firstWeek}${titleRow}:${lastWeek}${titleRow}`,
    columns: {
      name: 'Rencana progres mingguan (%)',
      values: `${firstWeek}${plannedRow}:${lastWeek}${plannedRow}`,
    },
    line: {
      name: 'Rencana progres kumulatif (%)',
      values: `${firstWeek}${plannedRow + 1}:${lastWeek}${plannedRow + 1}`,
    },
    from: { column: 1, row: chartTop },
    to: { column: Math.max(SCHEDULE_FIRST_WEEK_COLUMN + schedule.weeks, 10), row: chartTop + 20 },
    max: 100,
  };
  return model;
}

/** Every sheet of the project's document set, in the order they are handed over. */
export function buildProjectDocuments(input: ProjectDocumentInput): SheetModel[] {
  const prices = pricesSheet(input);
  const analyses = analysesSheet(input, prices.rows);
  const rab = rabSheet(input, analyses.fRows);
  const rekap = rekapSheet(input, rab.subtotalRows);
  return [
    rekap,
    rab.model,
    analyses.model,
    prices.model,
    resourcesSheet(input, prices.rows),
    scheduleSheet(input, rab.itemRows),
  ];
}
