import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { parseIdNumber } from '../format/number';
import { readPriceText } from '../validation/price-text';
import { senMessage } from '../validation/rupiah';
import { splitDelimited } from './paste';
import { laborRoleFromName, parsePriceListRows } from './price-list';

const read = (text: string) => parsePriceListRows(splitDelimited(text));

describe('parsePriceListRows: a header row maps the columns by name', () => {
  it('reads a Jenis column of kinds (upah, alat, bahan) as the kind, and one of specs as the spec', () => {
    const kinds = read(
      'Jenis;Kode;Nama;Satuan;Harga\nupah;;Mandor;OJ;25.000\nAlat;;Stamper;hari;150.000\nbahan;;Pasir;m3;250.000',
    );
    expect(kinds.errors).toEqual([]);
    expect(kinds.rows.map(({ kind, name, unit }) => [kind, name, unit])).toEqual([
      ['labor', 'Mandor', 'OJ'],
      ['equipment', 'Stamper', 'hari'],
      ['material', 'Pasir', 'm3'],
    ]);
    // One cell that is not a kind: the column is the spec it is in most lists, appended to the name.
    const specs = read('Nama;Jenis;Satuan;Harga\nSemen;PCC 50 kg;zak;65.000\nPasir;bahan;m3;250.000');
    expect(specs.rows.map(({ kind, name }) => [kind, name])).toEqual([
      ['material', 'Semen - PCC 50 kg'],
      ['material', 'Pasir - bahan'],
    ]);
    // Beside a Kategori column, Jenis stays the spec.
    const both = read('Kategori;Nama;Jenis;Satuan;Harga\nupah;Tukang;alat;OH;150.000');
    expect(both.rows.map(({ kind, name }) => [kind, name])).toEqual([['labor', 'Tukang - alat']]);
  });

  it('reads reordered columns, extra columns, Jenis appended to the name and kinds upah/alat', () => {
    const text = [
      'No;Harga Satuan (Rp);Satuan;Uraian;Merk;Kategori;Kode;Keterangan',
      '1;Rp 65.000;zak;Semen Portland 50 kg;Tiga Roda;Bahan;M.90;toko A',
      '2;165.000;OH;Tukang listrik;;upah;L.20;',
      '3;"350.000,00";hari;Concrete mixer 0,35 m³;;Alat;;sewa',
      '4;180.000;OH;Mandor;;Tenaga Kerja;;',
    ].join('\n');
    expect(read(text)).toEqual({
      rows: [
        {
          line: 2,
          kind: 'material',
          code: 'M.90',
          name: 'Semen Portland 50 kg - Tiga Roda',
          unit: 'zak',
          price: 65_000,
        },
        {
          line: 3,
          kind: 'labor',
          code: 'L.20',
          name: 'Tukang listrik',
          unit: 'OH',
          price: 165_000,
          role: 'tukang',
        },
        { line: 4, kind: 'equipment', name: 'Concrete mixer 0,35 m³', unit: 'hari', price: 350_000 },
        { line: 5, kind: 'labor', name: 'Mandor', unit: 'OH', price: 180_000, role: 'mandor' },
      ],
      errors: [],
    });
  });

  it('reads tab-separated English headers and comma CSV with quoted prices', () => {
    expect(read('Unit\tName\tCode\tPrice\nm³\tPasir beton\tM.03\t370000').rows).toEqual([
      { line: 2, kind: 'material', code: 'M.03', name: 'Pasir beton', unit: 'm³', price: 370_000 },
    ]);
    expect(read('nama,satuan,harga\n"Paku 5 cm, 7 cm",kg,"22.000"').rows).toEqual([
      { line: 2, kind: 'material', name: 'Paku 5 cm, 7 cm', unit: 'kg', price: 22_000 },
    ]);
  });

  it('names each unreadable row with its line and why', () => {
    const { rows, errors } = read(
      [
        'Nama;Satuan;Harga;Kategori',
        'Semen;zak;mahal;bahan',
        ';m³;5;bahan',
        'Pasir;;5;bahan',
        'Batu;m³;-5;bahan',
        'Kayu;m³;5;kendaraan',
        'Bata;bh;700;',
      ].join('\n'),
    );
    expect(rows).toEqual([{ line: 7, kind: 'material', name: 'Bata', unit: 'bh', price: 700 }]);
    expect(errors).toEqual([
      { line: 2, msg: ahspMessages.price('mahal') },
      { line: 3, msg: ahspMessages.name },
      { line: 4, msg: ahspMessages.unit },
      { line: 5, msg: ahspMessages.negative },
      { line: 6, msg: ahspMessages.kind('kendaraan') },
    ]);
  });

  it('skips the title lines above the header row', () => {
    const text = [
      'DAFTAR HARGA SATUAN DASAR KAB. SLEMAN 2026',
      'Tahun Anggaran 2026;;;',
      '',
      'Kode;Uraian;Satuan;Harga Satuan',
      'M.01;Semen Portland;zak;65.000',
      'M.02;Pasir pasang;m³;200.000',
    ].join('\n');
    expect(read(text)).toEqual({
      rows: [
        { line: 5, kind: 'material', code: 'M.01', name: 'Semen Portland', unit: 'zak', price: 65_000 },
        { line: 6, kind: 'material', code: 'M.02', name: 'Pasir pasang', unit: 'm³', price: 200_000 },
      ],
      errors: [],
    });
  });

  it('knows the titles Indonesian lists use, a row number column (No) never becoming the code', () => {
    expect(read('No;Nama Bahan;Satuan;Harga\n1;Semen;zak;65.000').rows).toEqual([
      { line: 2, kind: 'material', name: 'Semen', unit: 'zak', price: 65_000 },
    ]);
    expect(
      read('No.\tKode Bahan\tUraian Pekerjaan\tSat.\tHarga Satuan (Rp)\n1\tM.01\tPasir pasang\tm³\t200.000')
        .rows,
    ).toEqual([
      { line: 2, kind: 'material', code: 'M.01', name: 'Pasir pasang', unit: 'm³', price: 200_000 },
    ]);
    expect(read('Nomor,Nama Barang,Sat,Harga (Rp)\n2,Paku,kg,"22.000"').rows).toEqual([
      { line: 2, kind: 'material', name: 'Paku', unit: 'kg', price: 22_000 },
    ]);
    expect(
      parsePriceListRows(
        [
          ['No', 'Nama Tenaga Kerja', 'Satuan', 'Upah/OH'],
          ['1', 'Mandor', 'OH', '180.000'],
        ],
        { defaultKind: 'labor' },
      ).rows,
    ).toEqual([{ line: 2, kind: 'labor', name: 'Mandor', unit: 'OH', price: 180_000, role: 'mandor' }]);
  });

  it('skips the row of column numbers under the titles, and only that row', () => {
    expect(read('No;Uraian;Satuan;Harga Satuan\n1;2;3;4\n1;Semen;zak;65.000').rows).toEqual([
      { line: 3, kind: 'material', name: 'Semen', unit: 'zak', price: 65_000 },
    ]);
    expect(read('Kode;Uraian;Satuan;Harga Satuan\n(1);(2);(3);(4)\n;;;\nM.01;Semen;zak;65.000').rows).toEqual(
      [{ line: 4, kind: 'material', code: 'M.01', name: 'Semen', unit: 'zak', price: 65_000 }],
    );
    // An item that happens to read 1, 2, 3 further down is still an item (and refused for its own reasons).
    const later = read('No;Uraian;Satuan;Harga Satuan\n1;Semen;zak;65.000\n1;2;3;4');
    expect(later.rows).toHaveLength(2);
  });

  it('refuses a row of titles missing a needed column instead of reading the list by position', () => {
    expect(read('No;Komoditas;Satuan;Harga\n1;Semen;zak;65.000')).toEqual({
      rows: [],
      errors: [{ line: 1, msg: ahspMessages.headerColumns(['nama'], ['Komoditas']) }],
    });
    expect(ahspMessages.headerColumns(['nama'], ['Komoditas'])).toBe(
      'Kolom nama tidak ditemukan di baris judul (judul tidak dikenal: "Komoditas"). Beri judul kolom seperti ' +
        'Kode, Uraian, Satuan, Harga Satuan.',
    );
    expect(read('DAFTAR HARGA 2026\nNama;Harga\nSemen;65.000').errors).toEqual([
      {
        line: 2,
        msg: 'Kolom satuan tidak ditemukan di baris judul. Beri judul kolom seperti Kode, Uraian, Satuan, Harga Satuan.',
      },
    ]);
    expect(read('No;Barang;Sat;Nilai\n1;Semen;zak;65.000').errors[0]!.msg).toMatch(
      /^Kolom harga tidak ditemukan di baris judul \(judul tidak dikenal: "Nilai"\)/,
    );
  });

  it('keeps the old order without a header: [code,] name, unit, price', () => {
    expect(read('M.01;Bata merah;bh;700\nPasir;m³;200.000').rows).toEqual([
      { line: 1, kind: 'material', code: 'M.01', name: 'Bata merah', unit: 'bh', price: 700 },
      { line: 2, kind: 'material', name: 'Pasir', unit: 'm³', price: 200_000 },
    ]);
  });

  it("takes a spreadsheet's numeric cells as the numbers they are, never as Indonesian text", () => {
    const { rows, errors } = parsePriceListRows([
      ['Kode', 'Nama', 'Satuan', 'Harga'],
      [101, 'Semen', 'zak', 65000],
      ['M.02', 'Kawat', 'kg', 1.575],
      [1e-7, 'Paku', 'kg', '1.575'],
    ]);
    expect(rows).toEqual([
      { line: 2, kind: 'material', code: '101', name: 'Semen', unit: 'zak', price: 65_000 },
      // Text is read the Indonesian way: "1.575" is 1575.
      { line: 4, kind: 'material', code: '0.0000001', name: 'Paku', unit: 'kg', price: 1_575 },
    ]);
    // The number 1.575 has sen: refused, not read as 1575.
    expect(errors).toEqual([{ line: 3, msg: senMessage() }]);
  });

  it('takes the rows of a labour screen as labour without a Kategori column', () => {
    expect(parsePriceListRows([['Pekerja', 'OH', '100.000']], { defaultKind: 'labor' }).rows).toEqual([
      { line: 1, kind: 'labor', name: 'Pekerja', unit: 'OH', price: 100_000, role: 'pekerja' },
    ]);
  });
});

describe('parsePriceListRows: prices a list from another tool could mean two ways', () => {
  it('refuses a comma followed by exactly three digits (65,000) instead of reading Rp 65', () => {
    const { rows, errors } = read(
      [
        'Nama,Satuan,Harga',
        'Semen,kg,"65,000"',
        'Pasir,m³,"Rp 12,500"',
        'Kerikil,m³,"1,250,000"',
        'Paku,kg,"22.000"',
        'Kawat,kg,"12,5"',
        'Batu,m³,"0,500"',
      ].join('\n'),
    );
    expect(rows.map((row) => [row.name, row.price])).toEqual([
      ['Kerikil', 1_250_000],
      ['Paku', 22_000],
    ]);
    expect(errors).toEqual([
      { line: 2, msg: ahspMessages.priceCommaThousands('65,000', '65.000', '65000') },
      { line: 3, msg: ahspMessages.priceCommaThousands('Rp 12,500', '12.500', '12500') },
      { line: 6, msg: senMessage() },
      { line: 7, msg: senMessage() },
    ]);
    expect(errors[0]!.msg).toBe(
      'Harga "65,000" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 65.000 atau 65000.',
    );
  });

  it('refuses it with the same rule and words as a typed price, while a coefficient keeps its comma', () => {
    // One rule (readPriceText) for the import and the price fields; parseIdNumber alone reads 0,043 and 65,000
    // the Indonesian way, for coefficients and volumes.
    const [row] = read('Nama,Satuan,Harga\nSemen,kg,"65,000"').errors;
    expect(readPriceText('65,000')).toEqual({ ok: false, msg: row!.msg });
    expect(parseIdNumber('65,000')).toBe(65);
    expect(parseIdNumber('0,043')).toBe(0.043);
  });
});

describe('parsePriceListRows: rows that name no kind', () => {
  it('marks them for matching against every kind when asked (a price book), and only then', () => {
    const text = 'Nama;Satuan;Harga;Kategori\nPekerja;OH;110.000;\nSemen;kg;1.400;bahan';
    expect(parsePriceListRows(splitDelimited(text), { matchAnyKind: true }).rows).toEqual([
      { line: 2, kind: 'material', name: 'Pekerja', unit: 'OH', price: 110_000, kindAssumed: true },
      { line: 3, kind: 'material', name: 'Semen', unit: 'kg', price: 1_400 },
    ]);
    expect(read('Pekerja;OH;110.000').rows[0]).not.toHaveProperty('kindAssumed');
  });
});

describe('laborRoleFromName', () => {
  it('gives each trade the crew role the calculator prices it as', () => {
    expect(
      [
        'Mandor',
        'Kepala tukang batu',
        'Pekerja',
        'Pembantu operator',
        'Operator alat berat',
        'Tukang listrik',
      ].map(laborRoleFromName),
    ).toEqual(['mandor', 'kepala_tukang', 'pekerja', 'pekerja', 'tukang', 'tukang']);
  });
});
