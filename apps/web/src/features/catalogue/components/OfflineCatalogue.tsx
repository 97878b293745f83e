import { formatDateTime } from '@kalkulator/core';
import { useState } from 'react';
import { useOnline } from '../../../lib/online';
import { Button } from '../../../components/ui/Button';
import toast from '../../../lib/toast';
import { readKeptCatalogue } from '../kept-catalogue';

export const offlineCatalogueTexts = {
  title: 'Pakai di lokasi tanpa sinyal',
  hint: 'Simpan semua jenis pekerjaan beserta analisa dan harganya di perangkat ini, agar setiap kalkulator tetap terbuka saat offline.',
  keep: 'Simpan katalog di perangkat',
  keeping: (done: number, total: number) =>
    total > 0
      ? `Menyimpan... ${done} dari ${total} jenis pekerjaan`
      : 'Menyimpan... membaca daftar pekerjaan',
  kept: (count: number, at: string) =>
    `Tersimpan di perangkat ini: ${count} jenis pekerjaan (${formatDateTime(at)}). Simpan lagi setelah harga diperbarui.`,
  done: (count: number) => `Katalog tersimpan untuk offline: ${count} jenis pekerjaan.`,
  failed: 'Gagal menyimpan katalog untuk offline. Periksa sinyal, lalu coba lagi.',
  needsSignal: 'Butuh sinyal untuk menyimpan katalog.',
} as const;

/**
 * The home screen's offer to keep the whole catalogue for use without signal (a job type never opened online
 * otherwise says "Belum tersedia offline"). The reading itself loads when asked.
 */
export function OfflineCatalogue() {
  const online = useOnline();
  const [kept, setKept] = useState(readKeptCatalogue);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function keep() {
    setProgress({ done: 0, total: 0 });
    try {
      const { keepCatalogueOffline } = await import('../offline-catalogue');
      const result = await keepCatalogueOffline((done, total) => setProgress({ done, total }));
      setKept(result);
      toast.success(offlineCatalogueTexts.done(result.jobTypes));
    } catch {
      toast.error(offlineCatalogueTexts.failed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="offline-catalogue"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 className="font-semibold text-slate-900">{offlineCatalogueTexts.title}</h2>
        <p className="mt-1 text-sm text-slate-600" role="status" data-testid="offline-catalogue-status">
          {progress
            ? offlineCatalogueTexts.keeping(progress.done, progress.total)
            : kept
              ? offlineCatalogueTexts.kept(kept.jobTypes, kept.at)
              : online
                ? offlineCatalogueTexts.hint
                : offlineCatalogueTexts.needsSignal}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={!online || progress !== null}
        onClick={() => void keep()}
        data-testid="offline-catalogue-keep"
      >
        {offlineCatalogueTexts.keep}
      </Button>
    </section>
  );
}
