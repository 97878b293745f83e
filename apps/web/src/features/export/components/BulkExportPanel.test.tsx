import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from '../../../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculateJob, toCalculationRecord, type JobTypeDetails } from '@kalkulator/core';
import { exportToasts } from '../../../lib/toast-messages';
import { BulkExportPanel } from './BulkExportPanel';

const details: JobTypeDetails = {
  id: 3,
  code: 'G.1',
  category_id: 1,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa',
  unit: 'm³',
  description: null,
  default_productivity: 4,
  default_worker_ratio: '0:1',
  has_brick_variants: false,
  labor: [],
  materials: [],
};
const record = (id: number) =>
  toCalculationRecord({
    ...calculateJob(details, {
      volume: 8,
      productivity: 4,
      worker_ratio: '0:2',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      project_name: 'Gudang',
      custom_waste_factor: 0,
    }),
    id,
  });

const createObjectURL = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  vi.restoreAllMocks();
});

describe('BulkExportPanel', () => {
  it('says when the filters find nothing to export', async () => {
    const error = vi.spyOn(toast, 'error');
    const loadAll = vi.fn(async () => []);
    render(<BulkExportPanel selected={[]} loadAll={loadAll} />);
    expect(screen.getByTestId('bulk-export-scope').textContent).toBe(
      'Semua kalkulasi sesuai pencarian dan filter',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor PDF' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(exportToasts.empty));
    expect(loadAll).toHaveBeenCalledOnce();
  });

  it('exports the selected results without loading the others', async () => {
    const success = vi.spyOn(toast, 'success');
    const files: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:export';
    };
    const loadAll = vi.fn(async () => []);
    render(<BulkExportPanel selected={[record(1), record(2)]} loadAll={loadAll} />);
    expect(screen.getByTestId('bulk-export-scope').textContent).toBe('2 kalkulasi dipilih');
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(exportToasts.csvDone));
    expect(loadAll).not.toHaveBeenCalled();
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).split('\r\n');
    expect(lines).toHaveLength(4); // header, two rows, the closing line end
    expect(lines[1]).toMatch(/^Galian tanah biasa;8;4;0:2;2;2;/);
  });

  it('reports a failure to make the file', async () => {
    const error = vi.spyOn(toast, 'error');
    URL.createObjectURL = () => {
      throw new Error('no blob URLs');
    };
    render(<BulkExportPanel selected={[record(1)]} loadAll={async () => []} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ekspor JSON' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(exportToasts.jsonFailed));
  });
});

describe('export toasts of SPEC.md §8', () => {
  it('has the export texts word for word', () => {
    expect(exportToasts.empty).toBe('Tidak ada data kalkulasi untuk diekspor');
    expect(exportToasts.pdfFailed).toBe('Gagal mengekspor PDF');
  });
});
