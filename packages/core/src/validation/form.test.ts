import { describe, expect, it } from 'vitest';
import { validateCalculationForm } from './form';
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
