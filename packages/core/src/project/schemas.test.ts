import { describe, expect, it } from 'vitest';
import { projectBodySchema } from './schemas';

// A project as it is written: a line or total past Rp 9 kuadriliun is refused naming the line, as the job
// calculator refuses such a result, instead of a 500 from the database or rupiah that are no longer exact.

const project = (items: object[]) => ({
  name: 'Gedung',
  overhead_percentage: 10,
  ppn_percentage: 11,
  divisions: [
    {
      code: 'A',
      name: 'PEKERJAAN PERSIAPAN',
      items: [{ job_type_id: null, description: 'Pagar', unit: 'm', volume: 10, unit_price: 50_000 }],
    },
    { code: 'B', name: 'PEKERJAAN BESAR', items },
  ],
});

const issues = (body: unknown) =>
  projectBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('projectBodySchema: amounts', () => {
  it('refuses a line of 1.000.000.000 × Rp 10.000.000.000.000, naming it', () => {
    const body = project([
      { job_type_id: null, description: 'Galian', unit: 'm³', volume: 2, unit_price: 80_000 },
      {
        job_type_id: null,
        description: 'Timbunan',
        unit: 'm³',
        volume: '1.000.000.000',
        unit_price: 'Rp 10.000.000.000.000',
      },
    ]);
    expect(issues(body)).toEqual([
      [
        'divisions.1.items.1.volume',
        'Jumlah harga "Timbunan" terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.',
      ],
    ]);
  });

  it('refuses a total past the bound (1.000.000 × Rp 10 M with PPN) and a catalogue line with its parts', () => {
    const total = project([
      { job_type_id: null, description: 'Timbunan', unit: 'm³', volume: 850_000, unit_price: 1e10 },
    ]);
    expect(issues(total)).toEqual([
      [
        'divisions.1.items.0.volume',
        'Total proyek terlalu besar (di atas Rp 9 kuadriliun) dengan "Timbunan". Periksa volume dan harga satuan baris-barisnya.',
      ],
    ]);
    // Parts as read back: F = 10^10 + 10 % overhead; 10^6 of it is Rp 1,1 × 10^16.
    const catalogue = project([
      { job_type_id: 4, volume: 1_000_000, unit_price: { A: 1e10, B: 0, C: 0, D: 1e10, E: 1e9, F: 1.1e10 } },
    ]);
    expect(issues(catalogue)).toEqual([
      [
        'divisions.1.items.0.volume',
        'Jumlah harga baris ini terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.',
      ],
    ]);
  });

  it('takes a large but exact project', () => {
    const body = project([
      {
        job_type_id: null,
        description: 'Gedung',
        unit: 'ls',
        volume: 1_000,
        unit_price: 'Rp 1.000.000.000.000',
      },
    ]);
    expect(projectBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('projectBodySchema: brick type', () => {
  it('keeps a line’s brick type, reads an absent one as none and refuses an unknown one in Indonesian', () => {
    const wall = { job_type_id: 27, volume: '12,5' };
    const parsed = projectBodySchema.parse(project([{ ...wall, brick_type: 'bata_ringan' }, wall]));
    expect(parsed.divisions[1]!.items.map((item) => item.brick_type)).toEqual(['bata_ringan', null]);
    expect(issues(project([{ ...wall, brick_type: 'hebel' }]))).toEqual([
      ['divisions.1.items.0.brick_type', 'Jenis bata harus bata_merah, batako atau bata_ringan'],
    ]);
  });
});
