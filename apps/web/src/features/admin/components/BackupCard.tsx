import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { apiClient, toastApiError } from '../../../lib/api-client';
import { useAuth } from '../../auth/store';
import { downloadFile } from '../../export/download';
import { ConfirmDialog } from './ConfirmDialog';

/** The confirmation text POST /admin/restore asks for. */
export const RESTORE_CONFIRMATION = 'PULIHKAN DATA';

interface RestoreAnswer {
  message: string;
  sign_in_again?: boolean;
}

function fileNameOf(disposition: unknown): string {
  const match = /filename="([^"]+)"/.exec(typeof disposition === 'string' ? disposition : '');
  return match?.[1] ?? 'kalkulator-backup.jsonl.gz';
}

/**
 * Backup and restore of all data (catalogue, users, calculations, projects, price books): the download is one
 * .jsonl.gz file; a restore replaces everything with the file's data after the typed confirmation.
 */
export function BackupCard() {
  const queryClient = useQueryClient();
  const logout = useAuth((state) => state.logout);
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const response = await apiClient.get<Blob>('/admin/backup', { responseType: 'blob', timeout: 600_000 });
      downloadFile(response.data, fileNameOf(response.headers['content-disposition']), 'application/gzip');
      toast.success(
        'Cadangan diunduh. Simpan berkasnya di tempat aman: berisi semua data dan hash kata sandi.',
      );
    } catch (error) {
      toastApiError(error);
    } finally {
      setDownloading(false);
    }
  }

  async function restore() {
    if (!file) return;
    setRestoring(true);
    try {
      const form = new FormData();
      form.append('confirm_restore', RESTORE_CONFIRMATION);
      form.append('file', file);
      const { data } = await apiClient.post<RestoreAnswer>('/admin/restore', form, {
        headers: { 'Content-Type': 'multipart/form-data' },
        timeout: 600_000,
      });
      toast.success(data.message);
      setConfirming(false);
      setFile(null);
      if (data.sign_in_again) {
        toast('Akun Anda tidak ada dalam cadangan: masuk dengan akun dari cadangan.');
        await logout();
      } else {
        await queryClient.invalidateQueries();
      }
    } catch (error) {
      toastApiError(error);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <Card className="space-y-4 p-4" data-testid="backup-card">
      <div>
        <h3 className="font-semibold text-slate-900">Cadangan dan pemulihan</h3>
        <p className="text-sm text-slate-600">
          Satu berkas berisi seluruh data: katalog, pengguna, kalkulasi, proyek dan daftar harga. Unduh secara
          berkala dan simpan di luar komputer ini; dari baris perintah: <code>npm run backup</code>.
        </p>
      </div>
      <Button variant="secondary" className="w-full sm:w-auto" onClick={download} disabled={downloading}>
        {downloading ? 'Menyiapkan cadangan…' : 'Unduh cadangan'}
      </Button>
      <div className="space-y-2 border-t border-slate-100 pt-3">
        <label className="block text-sm font-medium text-slate-700" htmlFor="restore-file">
          Pulihkan dari berkas cadangan (.jsonl.gz)
        </label>
        <input
          id="restore-file"
          type="file"
          accept=".gz,application/gzip"
          className="block w-full text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button
          variant="danger"
          className="w-full sm:w-auto"
          disabled={!file}
          onClick={() => setConfirming(true)}
        >
          Pulihkan data
        </Button>
      </div>
      {confirming && file && (
        <ConfirmDialog
          title="Pulihkan seluruh data dari cadangan?"
          confirmLabel="Pulihkan data"
          typedConfirmation={RESTORE_CONFIRMATION}
          busy={restoring}
          onClose={() => setConfirming(false)}
          onConfirm={() => void restore()}
        >
          <p className="font-medium text-red-800">
            Semua data saat ini (katalog, pengguna, kalkulasi, proyek, daftar harga) diganti dengan isi berkas{' '}
            <strong>{file.name}</strong>. Berkas yang rusak atau dari versi lain ditolak tanpa mengubah apa
            pun.
          </p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
