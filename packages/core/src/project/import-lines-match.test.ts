import { describe, expect, it } from 'vitest';
import { readRabText } from './import-lines';
import {
  planRabImport,
  rabMatchMessages,
  RAB_UNPLACED_DIVISION,
  type RabJobType,
} from './import-lines-match';

const catalogue: RabJobType[] = [
  { id: 1, code: 'A.2.2.1.1', name: 'Pembersihan lapangan dan perataan', unit: 'm²' },
  { id: 2, code: 'A.2.3.1.1', name: 'Galian tanah biasa sedalam 1 m', unit: 'm³' },
  { id: 3, code: 'A.4.4.1.9', name: 'Pasangan dinding 1/2 batu', unit: 'm²', has_brick_variants: true },
  { id: 4, code: 'A.2.3.1.9', name: 'Urugan pasir', unit: 'm³' },
  { id: 5, code: 'A.2.3.1.10', name: 'Urugan pasir', unit: 'm²' },
];

/** The editor's numbering for tests: A, B, C … */
const nextCode = (divisions: readonly { code: string }[]) => String.fromCharCode(65 + divisions.length);

const header = 'No;Uraian;Kode;Volume;Satuan;Harga Satuan';

describe('planRabImport: the rows of a RAB against the catalogue and the project', () => {
  it('matches by code, then by name, only in the same unit (m3 is m³); the rest become free lines', () => {
    const reading = readRabText(
      [
        header,
        '1;Pembersihan;a.2.2.1.1;120;m2;12.500',
        '2;GALIAN TANAH BIASA  SEDALAM 1 M;;10;m3;95.000',
        '3;Pasangan dinding 1/2 batu - hebel;;40;m2;',
        '4;Mobilisasi;;1;ls;2.500.000',
        '5;Galian tanah biasa sedalam 1 m;;10;m2;90.000',
      ].join('\n'),
    );
    const plan = planRabImport(reading, catalogue, { divisions: [], nextCode, unplacedTo: null });
    const rows = plan.targets[0]!.rows;
    expect(rows.map((row) => [row.line, row.jobType?.id ?? null, row.brickType, row.note])).toEqual([
      [2, 1, null, null],
      [3, 2, null, null],
      // A wall is priced with the brick its line names (hebel is bata ringan), as "Tambah item" asks for it.
      [4, 3, 'bata_ringan', null],
      [5, null, null, rabMatchMessages.notInCatalogue],
      [6, null, null, rabMatchMessages.otherUnit('A.2.3.1.1', 'Galian tanah biasa sedalam 1 m', 'm³')],
    ]);
    expect(plan.refused).toEqual([]);
  });

  it('keeps a code’s job type only when the uraian is the same work; else its name’s, else says the conflict', () => {
    const reading = readRabText(
      [
        header,
        // Same work, written another way: the code's job type, nothing to say.
        '1;Galian tanah pondasi;A.2.3.1.1;10;m3;95.000',
        // Another work under the code (another tool's numbering): still the code's job type, but said so.
        '2;Pasang bata merah 1:4;A.2.3.1.1;40;m2;120.000',
        '3;Pasang bata merah 1:4;A.2.3.1.1;40;m3;',
        // The uraian is a job type's name: that one, whatever the code.
        '4;Urugan pasir;A.2.3.1.1;10;m3;150.000',
      ].join('\n'),
    );
    const plan = planRabImport(reading, catalogue, { divisions: [], nextCode, unplacedTo: null });
    expect(plan.targets[0]!.rows.map((row) => [row.line, row.jobType?.id ?? null, row.nameConflict])).toEqual(
      [
        [2, 2, null],
        // m2 is not the galian's unit: a free line at the file's price, as before.
        [3, null, null],
        [
          4,
          2,
          'Kode cocok, uraian berbeda: A.2.3.1.1 di katalog adalah "Galian tanah biasa sedalam 1 m", berkas menulis "Pasang bata merah 1:4"',
        ],
        [5, 4, null],
      ],
    );
    expect(plan.targets[0]!.rows[2]!.nameConflict).toBe(
      rabMatchMessages.codeOtherName('A.2.3.1.1', 'Galian tanah biasa sedalam 1 m', 'Pasang bata merah 1:4'),
    );
    expect(plan.refused).toEqual([]);
  });

  it('leaves out the rows `keep` refuses, in no division, and adds no division for them alone', () => {
    const reading = readRabText(
      [
        header,
        'A;Pekerjaan Tanah;;;;',
        '1;Galian tanah pondasi;A.2.3.1.1;10;m3;95.000',
        'B;Pekerjaan Dinding;;;;',
        '1;Pasang bata merah 1:4;A.2.3.1.1;40;m3;',
        'C;Pekerjaan Atap;;;;',
        '1;Genteng;;80;m2;95.000',
      ].join('\n'),
    );
    const placement = { divisions: [], nextCode, unplacedTo: null };
    const plan = planRabImport(reading, catalogue, placement, (row) => row.nameConflict === null);
    expect(plan.targets.map((target) => [target.code, target.name, target.rows.length])).toEqual([
      ['A', 'Pekerjaan Tanah', 1],
      ['B', 'Pekerjaan Atap', 1],
    ]);
    expect(plan.left.map((row) => [row.line, row.jobType?.id])).toEqual([[5, 2]]);
    expect(planRabImport(reading, catalogue, placement).left).toEqual([]);
  });

  it('prices a wall with the brick its line names at the end, not with the catalogue name’s list of bricks', () => {
    const name = 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)';
    const walls: RabJobType[] = [{ id: 9, code: 'A.4.4.1.9', name, unit: 'm²', has_brick_variants: true }];
    const reading = readRabText(
      [
        header,
        // As the app's own RAB export writes the lines, then as other tools do.
        `1;${name} — bata merah;;10;m2;`,
        `2;${name} — batako;;10;m2;`,
        `3;${name} — bata ringan;;10;m2;`,
        `4;${name};;10;m2;`,
        '5;Pasangan dinding bata ringan;A.4.4.1.9;10;m2;',
        '6;Dinding 1/2 batu (hebel);A.4.4.1.9;10;m2;',
        '7;Pasangan dinding - batako;A.4.4.1.9;10;m2;',
        '8;Pasangan dinding 1/2 batu;A.4.4.1.9;10;m2;',
        // Without a code, by the name a file writes: the catalogue's without its list of bricks, the brick after it.
        '9;Pasangan dinding 1/2 batu campuran 1PC:4PP - batako;;10;m2;',
        '10;Pasangan dinding 1/2 batu campuran 1PC:4PP (hebel);;10;m2;',
        '11;Pasangan dinding 1/2 batu campuran 1PC:4PP;;10;m2;',
      ].join('\n'),
    );
    const plan = planRabImport(reading, walls, { divisions: [], nextCode, unplacedTo: null });
    expect(plan.targets[0]!.rows.map((row) => [row.line, row.jobType?.id, row.brickType])).toEqual([
      [2, 9, 'bata_merah'],
      [3, 9, 'batako'],
      [4, 9, 'bata_ringan'],
      [5, 9, 'bata_merah'],
      [6, 9, 'bata_ringan'],
      [7, 9, 'bata_ringan'],
      [8, 9, 'batako'],
      [9, 9, 'bata_merah'],
      [10, 9, 'batako'],
      [11, 9, 'bata_ringan'],
      [12, 9, 'bata_merah'],
    ]);
    expect(plan.refused).toEqual([]);
  });

  it('refuses an unmatched row without a price or with sen, and never guesses between two job types of one name', () => {
    const reading = readRabText(
      [
        header,
        '1;Urugan sirtu;;10;m3;',
        '2;Urugan pasir;;10;m3;150.000',
        '3;Bongkaran;;1;ls;Rp 2.500,50',
      ].join('\n'),
    );
    const plan = planRabImport(reading, catalogue, { divisions: [], nextCode, unplacedTo: null });
    expect(plan.refused).toEqual([
      { line: 2, text: 'Urugan sirtu', msg: rabMatchMessages.noPrice },
      {
        line: 4,
        text: 'Bongkaran',
        msg: 'Harga satuan terbaca 2.500,5: harus rupiah bulat tanpa sen (tulis 2.500 atau 2.501).',
      },
    ]);
    // One Urugan pasir per m³: matched (the m² one is another unit).
    expect(plan.targets[0]!.rows[0]!.jobType?.id).toBe(4);
    const twins = [...catalogue, { id: 6, code: 'X.1', name: 'Urugan pasir', unit: 'm3' }];
    const again = planRabImport(reading, twins, { divisions: [], nextCode, unplacedTo: null });
    expect(again.targets[0]!.rows[0]).toMatchObject({ jobType: null, note: rabMatchMessages.twoJobTypes(2) });
  });

  it('joins the project’s divisions by name, never by code alone, and appends the others with the next code', () => {
    const reading = readRabText(
      [
        header,
        'A;Pekerjaan Persiapan;;;;',
        '1;Mobilisasi;;1;ls;2.500.000',
        'B;Pekerjaan Tanah;;;;',
        '1;Galian;;10;m3;95.000',
        'C;Pekerjaan  pondasi;;;;',
        '1;Pondasi;;5;m3;900.000',
        'D;Pekerjaan Atap;;;;',
        '1;Genteng;;80;m2;95.000',
        'E;Pekerjaan Kosong;;;;',
        '1;Tanpa harga;;1;ls;',
      ].join('\n'),
    );
    const project = [
      { code: 'A', name: 'PEKERJAAN PERSIAPAN' },
      { code: 'B', name: 'PEKERJAAN STRUKTUR' },
      { code: 'C', name: 'PEKERJAAN PONDASI' },
    ];
    const plan = planRabImport(reading, [], { divisions: project, nextCode, unplacedTo: 0 });
    expect(plan.targets.map(({ code, name, existing, rows }) => [code, name, existing, rows.length])).toEqual(
      [
        ['A', 'PEKERJAAN PERSIAPAN', 0, 1],
        ['D', 'Pekerjaan Tanah', null, 1],
        // The file's B (Tanah) is not the project's B (Struktur): by name only; its C joins C by name.
        ['C', 'PEKERJAAN PONDASI', 2, 1],
        ['E', 'Pekerjaan Atap', null, 1],
      ],
    );
    // A division whose every row was refused is not added.
    expect(plan.refused.map((row) => row.line)).toEqual([11]);
  });

  it('puts rows before any division row into the division chosen, or a new one', () => {
    const reading = readRabText([header, '1;Mobilisasi;;1;ls;2.500.000'].join('\n'));
    const project = [
      { code: 'A', name: 'PERSIAPAN' },
      { code: 'B', name: 'STRUKTUR' },
    ];
    expect(
      planRabImport(reading, [], { divisions: project, nextCode, unplacedTo: 1 }).targets[0],
    ).toMatchObject({ code: 'B', existing: 1 });
    expect(
      planRabImport(reading, [], { divisions: [], nextCode, unplacedTo: null }).targets[0],
    ).toMatchObject({
      code: 'A',
      name: RAB_UNPLACED_DIVISION,
      existing: null,
    });
  });
});
