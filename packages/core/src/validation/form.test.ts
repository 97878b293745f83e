import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFormNumber, validateCalculationForm, validateCalculationFormBySchema } from './form';
import { messages } from './messages';

const valid = {
  volume: '12.5',
  productivity: '10',
  worker_ratio: '1:1',
  profit_percentage: '20',
  project_name: '  Gudang  ',
  custom_waste_factor: '0',
  brick_type: 'bata_merah',
};

const errorsOf = (overrides: Record<string, unknown>) => {
  const r = validateCalculationForm({ ...valid, ...overrides });
  return r.success ? [] : r.details;
};

describe('validateCalculationForm: the messages of SPEC.md §5', () => {
  it('accepts a valid form and normalises it', () => {
    const r = validateCalculationForm(valid);
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data).toMatchObject({
        volume: 12.5,
        productivity: 10,
        profit_percentage: 20,
        project_name: 'Gudang',
      });
      expect(r.data.num_tukang).toBeNull();
    }
  });

  it.each([[''], ['0'], ['-3'], ['abc'], [null]])('volume %j', (volume) => {
    expect(errorsOf({ volume })).toEqual([{ param: 'volume', msg: messages.volume }]);
  });

  it('checks manual_volume instead of volume when given', () => {
    expect(errorsOf({ volume: '', manual_volume: '5' })).toEqual([]);
    expect(errorsOf({ volume: '5', manual_volume: '-1' })).toEqual([
      { param: 'manual_volume', msg: messages.volume },
    ]);
  });

  it.each([[''], ['0'], ['-1'], ['x']])('productivity %j', (productivity) => {
    expect(errorsOf({ productivity })).toEqual([{ param: 'productivity', msg: messages.productivity }]);
  });

  it('profit percentage: required, not negative, below 100', () => {
    expect(errorsOf({ profit_percentage: '' })).toEqual([
      { param: 'profit_percentage', msg: messages.profitRequired },
    ]);
    expect(errorsOf({ profit_percentage: undefined })).toEqual([
      { param: 'profit_percentage', msg: messages.profitRequired },
    ]);
    expect(errorsOf({ profit_percentage: '-1' })).toEqual([
      { param: 'profit_percentage', msg: messages.profitNegative },
    ]);
    expect(errorsOf({ profit_percentage: '100' })).toEqual([
      { param: 'profit_percentage', msg: messages.profitTooHigh },
    ]);
    expect(errorsOf({ profit_percentage: '0' })).toEqual([]);
    expect(errorsOf({ profit_percentage: '99.9' })).toEqual([]);
  });

  it('worker counts: not negative, not both zero', () => {
    expect(errorsOf({ num_tukang: '-1', num_pekerja: '2' })).toEqual([
      { param: 'num_tukang', msg: messages.tukangNegative },
    ]);
    expect(errorsOf({ num_tukang: '1', num_pekerja: '-2' })).toEqual([
      { param: 'num_pekerja', msg: messages.pekerjaNegative },
    ]);
    expect(errorsOf({ num_tukang: '0', num_pekerja: '0' })).toEqual([
      { param: 'num_tukang', msg: messages.noWorkers },
    ]);
    expect(errorsOf({ num_tukang: '1.5', num_pekerja: '2' })).toEqual([
      { param: 'num_tukang', msg: messages.tukangWhole },
    ]);
  });

  it('a crew that cannot form one ratio group is refused with what to change', () => {
    expect(errorsOf({ num_tukang: '0', num_pekerja: '2' })).toEqual([
      { param: 'num_tukang', msg: messages.incompleteGroup('1:1') },
    ]);
    expect(errorsOf({ worker_ratio: '0:1', num_tukang: '0', num_pekerja: '2' })).toEqual([]);
  });

  it.each([['1-1'], ['a:b'], ['1:'], ['1:1:1']])('worker ratio %j', (worker_ratio) => {
    expect(errorsOf({ worker_ratio })).toEqual([{ param: 'worker_ratio', msg: messages.workerRatioFormat }]);
  });

  it('asks for a cleared ratio unless both crew counts are given', () => {
    const cleared = [{ param: 'worker_ratio', msg: messages.workerRatioFormat }];
    expect(errorsOf({ worker_ratio: '' })).toEqual(cleared);
    expect(errorsOf({ worker_ratio: '  ', num_tukang: '2' })).toEqual(cleared);
    expect(errorsOf({ worker_ratio: '', num_tukang: '2', num_pekerja: '4' })).toEqual([]);
  });

  it('defaults a missing ratio to 1:1 and refuses 0:0', () => {
    expect(errorsOf({ worker_ratio: undefined })).toEqual([]);
    expect(errorsOf({ worker_ratio: '0:0' })).toEqual([
      { param: 'worker_ratio', msg: messages.ratioAllZero },
    ]);
  });

  it('num_workers, if given, must be above 0', () => {
    expect(errorsOf({ num_workers: '0' })).toEqual([{ param: 'num_workers', msg: messages.numWorkers }]);
    expect(errorsOf({ num_workers: '-2' })).toEqual([{ param: 'num_workers', msg: messages.numWorkers }]);
    expect(errorsOf({ num_workers: '' })).toEqual([]);
    expect(errorsOf({ num_workers: '3' })).toEqual([]);
  });

  it('reports every failing field at once', () => {
    const details = errorsOf({ volume: '0', productivity: '', profit_percentage: '150' });
    expect(details.map((d) => d.param)).toEqual(['volume', 'productivity', 'profit_percentage']);
  });

  it('rejects wrong types and other fields in Indonesian', () => {
    expect(errorsOf({ volume: { $gt: 1 } })).toEqual([{ param: 'volume', msg: messages.volume }]);
    expect(errorsOf({ brick_type: 'marmer' })).toEqual([{ param: 'brick_type', msg: messages.brickType }]);
    expect(errorsOf({ custom_waste_factor: '150' })).toEqual([
      { param: 'custom_waste_factor', msg: messages.wasteFactor },
    ]);
    expect(errorsOf({ project_name: 'x'.repeat(201) })).toEqual([
      { param: 'project_name', msg: messages.projectNameTooLong },
    ]);
    expect(errorsOf({ volume: '99999999999' })).toEqual([{ param: 'volume', msg: messages.volumeTooLarge }]);
    const notObject = validateCalculationForm('volume=1');
    expect(notObject.success).toBe(false);
    expect(validateCalculationForm([1]).success).toBe(false);
  });
});

describe('messages match SPEC.md §5 word for word', () => {
  it.each([
    [
      messages.volume,
      'Volume pekerjaan harus diisi dan lebih dari 0. Volume tidak boleh kosong atau bernilai negatif.',
    ],
    [
      messages.productivity,
      'Produktivitas harus diisi dan lebih dari 0. Masukkan nilai produktivitas per hari yang valid.',
    ],
    [messages.profitRequired, 'Persentase keuntungan harus diisi'],
    [messages.profitNegative, 'Persentase keuntungan tidak boleh negatif'],
    [messages.profitTooHigh, 'Persentase keuntungan harus kurang dari 100%'],
    [messages.tukangNegative, 'Jumlah tukang tidak boleh negatif'],
    [messages.pekerjaNegative, 'Jumlah pekerja tidak boleh negatif'],
    [messages.noWorkers, 'Minimal harus ada 1 tukang atau 1 pekerja untuk melakukan pekerjaan'],
    [messages.workerRatioFormat, 'Rasio pekerja harus dalam format "angka:angka" (contoh: 1:1)'],
    [messages.numWorkers, 'Jumlah pekerja harus lebih dari 0'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('validateCalculationForm: the shortcut for plain forms', () => {
  // Values near every edge the schema draws: types, lengths (100 for numbers as text, 20 for the ratio),
  // non-finite numbers, and the things a JSON body or a broken client can hold.
  const value = fc.oneof(
    fc.constantFrom(undefined, null, '', ' ', '1:1', '2:3', 'x', '12,5', '-3', '0', 'bata_merah', 'hebel'),
    fc.double(),
    fc.integer({ min: -5, max: 200 }),
    fc.string({ maxLength: 4 }),
    fc.integer({ min: 18, max: 22 }).map((length) => '1'.repeat(length)),
    fc.integer({ min: 98, max: 102 }).map((length) => '9'.repeat(length)),
    fc.constantFrom(Number.NaN, Infinity, -Infinity, true, false, [], {}, [1], { a: 1 }),
    fc.array(fc.record({ material_id: fc.integer({ min: -1, max: 3 }), quantity_override: fc.double() }), {
      maxLength: 2,
    }),
  );
  const fields = [
    'volume',
    'productivity',
    'worker_ratio',
    'num_workers',
    'num_tukang',
    'num_pekerja',
    'brick_type',
    'material_specs',
    'profit_percentage',
    'project_name',
    'custom_waste_factor',
    'manual_volume',
    'unknown_field',
  ];
  const form = fc.dictionary(fc.constantFrom(...fields), value);

  it('answers every form exactly as the schema does', () => {
    fc.assert(
      fc.property(fc.oneof(form, value), (raw) => {
        expect(validateCalculationForm(raw)).toEqual(validateCalculationFormBySchema(raw));
      }),
      { numRuns: 20_000 },
    );
  });

  it('answers the plain valid forms of the calculator exactly as the schema does', () => {
    const plain = fc.record(
      {
        volume: fc.oneof(fc.double({ min: 0, max: 1e7, noNaN: true }), fc.constantFrom('12,5', '125.5', '3')),
        productivity: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom('10', '2,5')),
        worker_ratio: fc.constantFrom('1:1', '1:3', '0:1', ' 2 : 5 '),
        num_workers: fc.constantFrom(undefined, null, '', 1, 3, '2'),
        num_tukang: fc.constantFrom(undefined, '', 0, 2, '3'),
        num_pekerja: fc.constantFrom(undefined, '', 0, 6, '7'),
        profit_percentage: fc.constantFrom('20', 10, '0', '99.5'),
        custom_waste_factor: fc.constantFrom('0', 5, '', '7,5'),
        project_name: fc.string({ maxLength: 12 }),
      },
      { requiredKeys: ['volume', 'productivity'] },
    );
    fc.assert(
      fc.property(plain, (raw) => {
        expect(validateCalculationForm(raw)).toEqual(validateCalculationFormBySchema(raw));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('numbers sent as text (the API takes what the form sends, and refuses what it would misread)', () => {
  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['-3', -3],
    ['1.000', 1],
  ])('reads %j as %d', (text, number) => {
    expect(readFormNumber(text)).toBe(number);
  });

  it.each([['1.250,5'], ['12,5,3'], ['12 m2'], ['1e3'], ['abc12'], ['0x10'], ['Rp 1500'], ['20%'], ['']])(
    'refuses %j',
    (text) => {
      expect(readFormNumber(text)).toBeNaN();
    },
  );

  it('takes a percent sign on percentages only', () => {
    expect(readFormNumber('20%', true)).toBe(20);
    expect(readFormNumber('7,5 %', true)).toBe(7.5);
  });

  it('reads the Indonesian decimal comma instead of dropping it', () => {
    const r = validateCalculationForm({ ...valid, volume: '12,5', profit_percentage: '12,5' });
    expect(r.success && [r.data.volume, r.data.profit_percentage]).toEqual([12.5, 12.5]);
  });

  it('answers a text that is no number with the field, never as another number', () => {
    expect(errorsOf({ volume: '12 m2' })).toEqual([{ param: 'volume', msg: messages.notANumber }]);
    expect(errorsOf({ volume: '1e3' })).toEqual([{ param: 'volume', msg: messages.notANumber }]);
    expect(errorsOf({ num_workers: '2x' })).toEqual([{ param: 'num_workers', msg: messages.notANumber }]);
    expect(errorsOf({ custom_waste_factor: 'lima' })).toEqual([
      { param: 'custom_waste_factor', msg: messages.notANumber },
    ]);
    // A profit of "abc" was 0 %: now it is missing, as the spec words it.
    expect(errorsOf({ profit_percentage: 'abc' })).toEqual([
      { param: 'profit_percentage', msg: messages.profitRequired },
    ]);
    expect(errorsOf({ material_specs: [{ material_id: 1, quantity_override: '3 sak' }] })).toEqual([
      { param: 'material_specs.0.quantity_override', msg: messages.notANumber },
    ]);
  });
});
