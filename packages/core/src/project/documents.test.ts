import { describe, expect, it } from 'vitest';
import { cellDecimals, type SheetCell, type SheetModel } from '../export/sheet-model';
import { formatNumber } from '../format/format';
import { parseIdNumber, roundRupiah, roundTo } from '../format/number';
import {
  DOCUMENT_SHEETS,
  buildProjectDocuments,
  documentTexts,
  hasFrozenLines,
  signingPlace,
} from './documents';
import {
  DECIMAL_DIVISIONS,
  DECIMAL_JOB_TYPES,
  FIXTURE_DIVISIONS,
  FIXTURE_HEADER,
  FIXTURE_JOB_TYPES,
  WEIGHT_DIVISIONS,
  documentInput,
  largeProject,
} from './document-fixture';
import type { UnitPrice } from '../ahsp/unit-price';
import { projectResources, purchaseQuantity } from './resources';
import type { PricedProject } from './totals';
import { daysInWeek, scheduleProject, weekShare } from './schedule';
import { priceProject } from './totals';

const cellTexts = (sheet: SheetModel) =>
  sheet.rows.flatMap((row) => row.map((cell) => (cell?.value === undefined ? '' : String(cell.value))));

describe('scheduleProject', () => {
  const { schedule } = documentInput(FIXTURE_DIVISIONS);

  it('derives each line’s duration and start as worked by hand', () => {
    expect(schedule.items.map(({ number, start, days, basis }) => ({ number, start, days, basis }))).toEqual([
      { number: 'A.1', start: 0, days: 7, basis: 'default' },
      { number: 'A.2', start: 7, days: 5, basis: 'productivity' },
      { number: 'B.1', start: 2, days: 3, basis: 'productivity' },
      { number: 'B.2', start: 5, days: 10, basis: 'typed' },
    ]);
    expect(schedule.items.map((item) => item.weight)).toEqual([30, 10, 30, 30]);
  });

  it('puts a division without typed starts after the line before it, so the work follows on as on site', () => {
    const [persiapan, dinding] = FIXTURE_DIVISIONS;
    const untyped = { ...dinding!, items: dinding!.items.map((item) => ({ ...item, schedule: undefined })) };
    const sequential = documentInput([persiapan!, untyped]).schedule;
    // A.1 days 0–7, A.2 7–12; B.1 (1 m² a day, 6 m²: 6 days) 12–18, B.2 (a week) 18–25.
    expect(sequential.items.map(({ number, start, end }) => [number, start, end])).toEqual([
      ['A.1', 0, 7],
      ['A.2', 7, 12],
      ['B.1', 12, 18],
      ['B.2', 18, 25],
    ]);
    expect(sequential.weeks).toBe(4);
    expect(sequential.cumulative.at(-1)).toBe(100);
  });

  it('spreads each bobot over its days: weekly 66 / 31 / 3 %, cumulative ending at 100,00 %', () => {
    expect(schedule.weeks).toBe(3);
    expect(schedule.planned).toEqual([66, 31, 3]);
    expect(schedule.cumulative).toEqual([66, 97, 100]);
  });

  it('ends at 100 % for any project and counts the days of a line in a week', () => {
    const input = documentInput(largeProject(300));
    expect(input.schedule.cumulative.at(-1)).toBe(100);
    expect(input.schedule.items).toHaveLength(300);
    expect(daysInWeek(5, 15, 0)).toBe(2);
    expect(daysInWeek(5, 15, 1)).toBe(7);
    expect(daysInWeek(5, 15, 2)).toBe(1);
    expect(daysInWeek(5, 15, 3)).toBe(0);
  });

  it('keeps each line’s shares over its own weeks only, the sum of its bobot', () => {
    // B.2 (days 5–15) works 2 days in week 1, 7 in week 2 and 1 in week 3 of its 10: 30 % spread 6 / 21 / 3.
    const b2 = schedule.items[3]!;
    expect(b2.firstWeek).toBe(0);
    expect(b2.weekShares.map((share) => roundTo(share, 10))).toEqual([6, 21, 3]);
    expect([0, 1, 2, 3].map((week) => roundTo(weekShare(b2, week), 10))).toEqual([6, 21, 3, 0]);
    // 300 lines one after another: each holds its one or two weeks, not the project's 300-odd.
    const long = documentInput(largeProject(300)).schedule;
    expect(long.weeks).toBeGreaterThan(100);
    for (const item of long.items) {
      expect(item.weekShares.length).toBeLessThanOrEqual(Math.ceil(item.days / 7) + 1);
      expect(item.weekShares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(item.weight, 10);
    }
  });

  it('gives a project without amounts one week at 0 %', () => {
    const empty = scheduleProject(priceProject([], FIXTURE_HEADER), () => undefined);
    expect(empty).toMatchObject({ weeks: 1, planned: [0], cumulative: [0] });
  });
});

describe('projectResources', () => {
  const { resources } = documentInput(FIXTURE_DIVISIONS);
  const line = (name: string) =>
    resources.groups.flatMap((group) => group.lines).find((entry) => entry.name === name);

  it('sums coefficient × volume of every line, grouped and sorted, rounded up to what is bought', () => {
    expect(resources.groups.map((group) => group.group)).toEqual(['labor', 'materials', 'equipment']);
    expect(line('Pekerja')).toMatchObject({ quantity: 9, amount: 900_000 });
    expect(line('Tukang batu')?.quantity).toBeCloseTo(7, 10);
    // 7,5 × 10 + 11,5 × 6 = 144 kg of cement: three 50 kg sacks.
    expect(line('Semen Portland (PC)')).toMatchObject({
      quantity: 144,
      purchase: { quantity: 3, unit: 'zak 50 kg' },
    });
    expect(line('Bata merah')).toMatchObject({ quantity: 420, purchase: { quantity: 420, unit: 'bh' } });
    // Hired by the whole day: 0,6 days of the mixer is a day's hire.
    expect(line('Molen')?.purchase).toEqual({ quantity: 1, unit: 'hari' });
    const materials = resources.groups[1]!.lines.map((entry) => entry.name);
    expect(materials).toEqual([...materials].sort((a, b) => a.localeCompare(b, 'id')));
  });

  it('buys what the need prints, not a piece more for a need past the fourth decimal', () => {
    const brick = {
      code: 'M.02',
      name: 'Bata merah',
      unit: 'bh',
      coefficient: 70.00003,
      price: 800,
      amount: 0,
    };
    const analysis = { labor: [], materials: [brick], equipment: [] } as unknown as UnitPrice;
    const priced = { divisions: [{ items: [{ job_type_id: 1, brick_type: null, volume: 1 }] }] };
    const { groups } = projectResources(priced as unknown as PricedProject, () => analysis);
    expect(groups[0]!.lines[0]).toMatchObject({ quantity: 70, purchase: { quantity: 70, unit: 'bh' } });
  });

  it('rounds pieces, sheets and sticks up to whole ones and other units to the cent', () => {
    expect(purchaseQuantity('Besi beton', 'batang', 10.01)).toEqual({ quantity: 11, unit: 'batang' });
    expect(purchaseQuantity('Triplek', 'lbr', 3.2)).toEqual({ quantity: 4, unit: 'lbr' });
    expect(purchaseQuantity('Pasir', 'm³', 1.2301)).toEqual({ quantity: 1.24, unit: 'm³' });
    expect(purchaseQuantity('Semen', 'kg', 100)).toEqual({ quantity: 2, unit: 'zak 50 kg' });
  });
});

describe('buildProjectDocuments', () => {
  const sheets = buildProjectDocuments(documentInput(FIXTURE_DIVISIONS));
  const byName = (name: string) => sheets.find((sheet) => sheet.name === name)!;

  it("names the price book under every sheet's header when it is known", () => {
    expect(cellTexts(byName('Rekap')).some((cell) => cell.startsWith('Daftar Harga'))).toBe(false);
    const input = documentInput(FIXTURE_DIVISIONS);
    const named = buildProjectDocuments({
      ...input,
      project: { ...input.project, price_book: 'Kab. Sleman 2026' },
    });
    for (const sheet of named) expect(cellTexts(sheet)).toContain('Daftar Harga: Kab. Sleman 2026');
  });

  it('hands over the six sheets, each with the project header and repeated title rows', () => {
    expect(sheets.map((sheet) => sheet.name)).toEqual(Object.values(DOCUMENT_SHEETS));
    for (const sheet of sheets) {
      expect(cellTexts(sheet)).toContain('Proyek: Rumah Tinggal Tipe 45');
      expect(sheet.printTitles).toMatch(/^\d+:\d+$/);
      expect(sheet.pageHeader).toBe('Rumah Tinggal Tipe 45');
    }
    expect(byName('Jadwal').landscape).toBe(true);
  });

  it('says under Kebutuhan that amounts price the need (as the RAB does), purchases rounded up', () => {
    const sheet = byName(DOCUMENT_SHEETS.resources);
    const last = sheet.rows.filter((row) => row.length > 0).at(-1)!;
    expect(last[0]?.value).toBe(documentTexts.resourcesNote);
    expect(sheet.merges).toContain(`A${sheet.rows.length}:I${sheet.rows.length}`);
  });

  it('prices Kebutuhan from the Daftar Harga row the Analisa prices it from, so a price changed there reprices both', () => {
    const kebutuhan = byName(DOCUMENT_SHEETS.resources);
    const prices = byName(DOCUMENT_SHEETS.prices);
    const analisa = byName(DOCUMENT_SHEETS.analisa);
    const semen = (sheet: SheetModel) => sheet.rows.filter((row) => row[1]?.value === 'Semen Portland (PC)');
    const [need] = semen(kebutuhan);
    const row = kebutuhan.rows.indexOf(need!) + 1;
    // 7,5 × 10 + 11,5 × 6 = 144 kg at Rp 1.500 = Rp 216.000, the price read from Daftar Harga's row of cement.
    expect(need![7]).toEqual({
      formula: expect.stringMatching(/^'Daftar Harga'!E\d+$/),
      value: 1_500,
      style: 'money',
    });
    expect(need![8]).toEqual({ formula: `ROUND(E${row}*H${row},0)`, value: 216_000, style: 'money' });
    const priceRow = Number(/E(\d+)$/.exec(need![7]!.formula!)![1]);
    expect(prices.rows[priceRow - 1]![1]?.value).toBe('Semen Portland (PC)');
    expect(prices.rows[priceRow - 1]![4]?.value).toBe(1_500);
    // Both analyses using cement point at that same row.
    expect(semen(analisa).map((line) => line[5]?.formula)).toEqual([need![7]!.formula, need![7]!.formula]);
    // Every price of Kebutuhan is such a reference, carrying the price Daftar Harga holds.
    const lines = kebutuhan.rows.filter((entry) => typeof entry[8]?.value === 'number' && entry[2]?.value);
    expect(lines).toHaveLength(8);
    for (const line of lines) {
      const at = Number(/^'Daftar Harga'!E(\d+)$/.exec(String(line[7]?.formula))?.[1]);
      expect(prices.rows[at - 1]?.[1]?.value, String(line[1]?.value)).toBe(line[1]?.value);
      expect(prices.rows[at - 1]?.[4]?.value).toBe(line[7]?.value);
    }
  });

  it('keeps a Kebutuhan price as a value when Daftar Harga has no row of it', () => {
    // Resources worked out from other analyses than the sheets': cement at Rp 1.400, Daftar Harga lists Rp 1.500.
    const input = documentInput(FIXTURE_DIVISIONS);
    const cheaper = FIXTURE_JOB_TYPES.map((jobType) => ({
      ...jobType,
      materials: jobType.materials.map((entry) =>
        entry.code === 'M.01' ? { ...entry, price: 1_400 } : entry,
      ),
    }));
    const { resources } = documentInput(FIXTURE_DIVISIONS, FIXTURE_HEADER, cheaper);
    const kebutuhan = buildProjectDocuments({ ...input, resources })[4]!;
    const need = kebutuhan.rows.find((row) => row[1]?.value === 'Semen Portland (PC)')!;
    expect(need[7]).toEqual({ value: 1_400, style: 'money' });
    expect(need[8]).toMatchObject({
      formula: expect.stringMatching(/^ROUND\(E\d+\*H\d+,0\)$/),
      value: 201_600,
    });
  });

  it('signs in the town of the location, not its province or street', () => {
    expect(signingPlace('Jl. Timor Raya, Kupang')).toBe('Kupang');
    expect(signingPlace('Jl. Magelang Km 5, Kab. Sleman, DIY')).toBe('Sleman');
    expect(signingPlace('Kota Yogyakarta')).toBe('Yogyakarta');
    expect(signingPlace('Desa Sukamaju, Bandung, Jawa Barat')).toBe('Bandung');
    expect(signingPlace('Yogyakarta')).toBe('Yogyakarta');
    expect(signingPlace('NTT')).toBe('NTT');
    expect(signingPlace('')).toBe('');
    expect(signingPlace(null)).toBe('');
  });

  it('writes the rekap with PPN, Dibulatkan, terbilang and the signatures', () => {
    const texts = cellTexts(byName('Rekap'));
    expect(texts).toContain('PPN 11%');
    expect(texts).toContain('Terbilang: Sebelas juta seratus ribu rupiah');
    expect(texts).toContain('Kupang, 25 November 2026');
    expect(texts).toContain(documentTexts.madeBy);
    expect(texts).toContain('( CV Karya Bangun )');
    // Dibuat (the contractor), Diperiksa (its name left to write in) and Disetujui (the owner) side by side.
    const rows = byName('Rekap').rows;
    const roles = rows.find((row) => row.some((cell) => cell?.value === documentTexts.madeBy))!;
    expect(Array.from(roles, (cell) => cell?.value ?? null)).toEqual([
      null,
      'Dibuat oleh,',
      'Diperiksa oleh,',
      'Disetujui oleh,',
    ]);
    expect(Array.from(rows.at(-1)!, (cell) => cell?.value ?? null)).toEqual([
      null,
      '( CV Karya Bangun )',
      documentTexts.signLine,
      '( Bapak Yohanes )',
    ]);
    const rounded = byName('Rekap').rows.find((row) => row[1]?.value === 'DIBULATKAN')!;
    expect(rounded[2]).toMatchObject({
      value: 11_100_000,
      formula: expect.stringMatching(/^ROUND\(C\d+,-3\)$/),
    });
  });

  it('points each RAB price at its analysis when the frozen price is the analysis’s, and marks it otherwise', () => {
    const rab = byName('RAB');
    const beton = rab.rows.find((row) => row[1]?.value === 'Beton mutu K-225')!;
    expect(beton[4]).toMatchObject({ formula: expect.stringMatching(/^Analisa!G\d+$/), value: 100_000 });
    const changed = documentInput([
      {
        ...FIXTURE_DIVISIONS[0]!,
        items: [{ ...FIXTURE_DIVISIONS[0]!.items[1]!, parts: { A: 40_000, B: 57_000, C: 0 } }],
      },
    ]);
    const frozen = buildProjectDocuments(changed)[1]!;
    const line = frozen.rows.find((row) => String(row[1]?.value).startsWith('Beton'))!;
    expect(line[1]?.value).toBe('Beton mutu K-225 *');
    expect(line[4]).toEqual({ value: 97_000, style: 'money' });
    expect(cellTexts(frozen)).toContain(documentTexts.frozenNote);
    // The Kebutuhan works from today's analyses: it says so when the RAB keeps other prices.
    expect(hasFrozenLines(changed)).toBe(true);
    expect(cellTexts(buildProjectDocuments(changed)[4]!)).toContain(documentTexts.resourcesFrozenNote);
    expect(hasFrozenLines(documentInput(FIXTURE_DIVISIONS))).toBe(false);
    expect(cellTexts(byName(DOCUMENT_SHEETS.resources))).not.toContain(documentTexts.resourcesFrozenNote);
    const calculated = buildProjectDocuments(
      documentInput([
        {
          ...FIXTURE_DIVISIONS[0]!,
          items: [
            { ...FIXTURE_DIVISIONS[0]!.items[1]!, price_source: 'calculation', parts: { A: 1, B: 2, C: 3 } },
          ],
        },
      ]),
    )[1]!;
    expect(cellTexts(calculated)).toContain('Beton mutu K-225 **');
    expect(cellTexts(calculated)).toContain(documentTexts.calculationNote);
    expect(cellTexts(calculated)).not.toContain(documentTexts.frozenNote);
  });

  it('marks no line whose analysis is not at hand: its price is not known to differ', () => {
    // Offline before the analyses were kept: only the wall's (job type 2) is here, and the wall keeps 500.000
    // against its analysis' own; the beton's analysis (job type 1) is missing.
    const [persiapan, dinding] = FIXTURE_DIVISIONS;
    const wall = { ...dinding!, items: [{ ...dinding!.items[0]!, parts: { A: 1, B: 2, C: 3 } }] };
    const input = documentInput([persiapan!, wall], FIXTURE_HEADER, [FIXTURE_JOB_TYPES[1]!]);
    const rab = buildProjectDocuments(input)[1]!;
    expect(cellTexts(rab)).toContain('Beton mutu K-225');
    expect(cellTexts(rab)).toContain('Pasangan bata merah *');
    expect(cellTexts(rab)).toContain(documentTexts.frozenNote);
    // With no analysis at all, nothing is marked and neither note is written.
    const none = documentInput(FIXTURE_DIVISIONS, FIXTURE_HEADER, []);
    const sheets = buildProjectDocuments(none);
    expect(cellTexts(sheets[1]!).filter((value) => value.endsWith(' *'))).toEqual([]);
    expect(cellTexts(sheets[1]!)).not.toContain(documentTexts.frozenNote);
    expect(hasFrozenLines(none)).toBe(false);
    expect(cellTexts(sheets[4]!)).not.toContain(documentTexts.resourcesFrozenNote);
  });

  it('writes the bobot as printed, adding up to the 100,00 under them, in the rekap and the schedule alike', () => {
    const input = documentInput(WEIGHT_DIVISIONS);
    const [rekap, , , , , jadwal] = buildProjectDocuments(input);
    const weights = (sheet: SheetModel) =>
      sheet.rows.flatMap((row) =>
        row.filter((cell) => cell?.style === 'weight' && cell.formula === undefined).map((cell) => cell!),
      );
    const expected = [5.29, 2.28, 11.21, 30.5, 32.72, 18];
    for (const sheet of [rekap!, jadwal!]) {
      const cells = weights(sheet);
      // The workbook's figure is the PDF's and the screen's (the exact 32,7253 would show 32,73 there).
      expect(cells.map((cell) => cell.value)).toEqual(expected);
      expect(cells.reduce((sum, cell) => sum + Math.round(Number(cell.value) * 100), 0)).toBe(10_000);
      const jumlah = sheet.rows.find((row) => row[1]?.value === 'JUMLAH')!;
      expect(jumlah[3]).toMatchObject({ formula: expect.stringMatching(/^SUM\(D\d+:D\d+\)$/), value: 100 });
    }
    // The screen's rekap and the schedule's lines alike.
    expect(input.priced.divisions.map((division) => division.weight)).toEqual(expected);
    expect(input.schedule.items.map((item) => item.printedWeight)).toEqual(expected);
    expect(input.schedule.items[4]!.weight).toBeCloseTo(32.7253, 9);
    // One line a week: the weekly plan prints as the lines do and steps up the S-curve to 100,00.
    expect(input.schedule.planned).toEqual(expected);
    expect(input.schedule.cumulative).toEqual([5.29, 7.57, 18.78, 49.28, 82, 100]);
  });

  it("prints each week's plan from the lines' printed bobot: a week of one line shows that line's bobot", () => {
    // Seven lines of Rp 100.000: 14,29 × 4 + 14,28 × 3 = 100,00. The third spans 10 days from day 14 (weeks 3 and
    // 4: 7 + 3 days), the fourth starts with it on day 14 and runs 7 days.
    const line = (index: number, schedule: { days?: number; start?: number } | null = null) => ({
      id: `s${index}`,
      job_type_id: null,
      description: `Borongan ${index}`,
      unit: 'ls',
      volume: 1,
      free_price: 100_000,
      price_source: 'free' as const,
      schedule,
    });
    const input = documentInput([
      {
        code: 'A',
        name: 'PEKERJAAN',
        items: [
          line(1),
          line(2),
          line(3, { days: 10, start: 14 }),
          line(4, { start: 14 }),
          line(5, { start: 24 }),
          line(6),
          line(7),
        ],
      },
    ]);
    const { items, planned, cumulative } = input.schedule;
    expect(items.map((item) => item.printedWeight)).toEqual([
      14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28,
    ]);
    // Week 2 holds line 2 alone: 14,29 (the step of the rounded S-curve printed 14,28 there: 28,57 − 14,29).
    expect(planned[1]).toBe(14.29);
    // Line 3's 14,29 over 7 + 3 days: 10,00 + 4,29; with line 4's 14,29 in week 3 = 24,29.
    expect(planned[2]).toBe(24.29);
    expect(planned.reduce((sum, week) => sum + Math.round(week * 100), 0)).toBe(10_000);
    expect(cumulative.at(-1)).toBe(100);
    planned.forEach((week, index) =>
      expect(Math.round(cumulative[index]! * 100)).toBe(
        planned.slice(0, index + 1).reduce((sum, value) => sum + Math.round(value * 100), 0),
      ),
    );
  });

  it('names row E of an analysis "Overhead & keuntungan", the words of the screens', () => {
    const analysis = byName('Analisa');
    expect(cellTexts(analysis)).toContain('Overhead & keuntungan 0% × D');
    expect(cellTexts(analysis).join(' ')).not.toMatch(/profit/i);
  });

  it('prints each volume and coefficient with the decimals it has, so every row multiplies out as printed', () => {
    const [, rab, analisa, , kebutuhan] = buildProjectDocuments(
      documentInput(DECIMAL_DIVISIONS, FIXTURE_HEADER, DECIMAL_JOB_TYPES),
    );
    // The figure as the PDF prints it and the workbook shows it, read back as a reader would.
    const printed = (cell: SheetCell) => formatNumber(Number(cell.value), cellDecimals(cell) ?? 0);
    const rows = (sheet: SheetModel, figure: number, price: number, amount: number) =>
      sheet.rows
        .filter((row) => typeof row[figure]?.value === 'number' && typeof row[amount]?.value === 'number')
        .map((row) => ({
          figure: printed(row[figure]!),
          product: roundRupiah(parseIdNumber(printed(row[figure]!)) * Number(row[price]!.value)),
          amount: row[amount]!.value,
        }));
    expect(rows(rab!, 2, 4, 5)).toEqual([
      { figure: '0,1125', product: 146_307, amount: 146_307 },
      { figure: '12', product: 33_888, amount: 33_888 },
    ]);
    // A.3.3.1.2 before A.4.1.1.7.
    expect(rows(analisa!, 4, 5, 6)).toEqual([
      { figure: '0,01375', product: 1_994, amount: 1_994 },
      { figure: '0,00415', product: 830, amount: 830 },
      { figure: '1', product: 300_507, amount: 300_507 },
      { figure: '1', product: 1_000_000, amount: 1_000_000 },
    ]);
    // Kebutuhan: 0,01375 × 12 = 0,165 OH of pekerja, 0,00415 × 12 = 0,0498 OH of mandor.
    for (const row of rows(kebutuhan!, 4, 7, 8)) expect(row.product).toBe(row.amount);
    expect(rows(kebutuhan!, 4, 7, 8).map((row) => row.figure)).toEqual([
      '0,0498',
      '0,165',
      '0,1125',
      '0,1125',
    ]);
  });

  it('keeps every text Latin-1, as the PDF fonts need', () => {
    for (const sheet of sheets)
      for (const value of cellTexts(sheet)) expect(value).toMatch(/^[\u0020-\u00ff]*$/);
  });
});
