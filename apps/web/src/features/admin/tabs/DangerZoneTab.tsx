import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONFIRM_CLEAR_USERS } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { apiClient, toastApiError } from '../../../lib/api-client';
import { ADMIN_KEY } from '../api/keys';
import { send, useAdminWrite } from '../api/mutations';
import { BackupCard } from '../components/BackupCard';
import { ConfirmDialog } from '../components/ConfirmDialog';

/** The confirmation text DELETE /materials/master/clear-all-data asks for. */
export const MASTER_CONFIRMATION = 'HAPUS SEMUA DATA';
/** Typed before every other account goes (DELETE /auth/clear-all-users checks it too). */
export const USERS_CONFIRMATION = CONFIRM_CLEAR_USERS;

interface DangerAction {
  id: string;
  title: string;
  /** What is lost, said on the card and again in the confirmation. */
  loses: string;
  /** What stays, where "everything" could be read as more than is deleted. */
  stays?: string;
  button: string;
  method: 'post' | 'delete';
  path: string;
  /** The words typed before it runs: every clear of a whole list asks for them, not only two taps. */
  typed?: string;
  /** The typed words are sent as confirm_clear: the master clear and the users clear check them on the server. */
  sendsTyped?: boolean;
  /**
   * GET `${path}/preview` counts what the clear takes (items, the project lines and calculations using them, book
   * prices): the confirmation waits for those numbers, as a single in-use delete names its projects first.
   */
  previewed?: boolean;
}

export const DANGER_ACTIONS: DangerAction[] = [
  {
    id: 'restore-catalogue',
    title: 'Pulihkan katalog bawaan',
    loses:
      'Kategori, jenis pekerjaan, material, upah dan peralatan bawaan (SNI/AHSP) ditambahkan kembali. Harga, upah, harga sewa peralatan dan koefisien bawaan yang sudah Anda ubah dikembalikan ke nilai bawaan; data buatan Anda dan kalkulasi tetap ada.',
    button: 'Pulihkan katalog bawaan',
    method: 'post',
    path: '/materials/master/restore-default-catalogue',
  },
  {
    id: 'reset-ids',
    title: 'Atur ulang penghitung ID',
    loses:
      'Penghitung ID kategori, jenis pekerjaan, material, upah, kalkulasi dan pengguna disetel ke ID terbesar yang ada. Tidak ada data yang dihapus.',
    button: 'Atur ulang penghitung',
    method: 'post',
    path: '/materials/master/reset-all-auto-increment',
  },
  {
    id: 'clear-calculations',
    title: 'Hapus semua kalkulasi',
    loses: 'Seluruh riwayat kalkulasi semua pengguna akan hilang permanen.',
    button: 'Hapus semua kalkulasi',
    method: 'delete',
    path: '/calculations/clear-all',
    typed: 'HAPUS SEMUA KALKULASI',
  },
  {
    id: 'clear-job-types',
    title: 'Hapus semua jenis pekerjaan',
    loses:
      'Semua jenis pekerjaan beserta analisanya (penugasan material, upah dan peralatan) akan hilang. Baris proyek yang memakainya tidak dapat diperbarui harganya lagi dan kalkulasi kehilangan jenis pekerjaannya. Kategori, material dan upah tetap ada.',
    button: 'Hapus semua jenis pekerjaan',
    method: 'delete',
    path: '/jobs/types/clear-all',
    typed: 'HAPUS SEMUA JENIS PEKERJAAN',
    previewed: true,
  },
  {
    id: 'clear-categories',
    title: 'Hapus semua kategori',
    loses:
      'Semua kategori dan SEMUA jenis pekerjaan di dalamnya (beserta analisanya) akan hilang. Baris proyek yang memakainya tidak dapat diperbarui harganya lagi dan kalkulasi kehilangan jenis pekerjaannya.',
    button: 'Hapus semua kategori',
    method: 'delete',
    path: '/jobs/categories/clear-all',
    typed: 'HAPUS SEMUA KATEGORI',
    previewed: true,
  },
  {
    id: 'clear-materials',
    title: 'Hapus semua material',
    loses:
      'Semua material, penugasannya ke jenis pekerjaan dan harganya di daftar harga akan hilang; kalkulasi berikutnya tanpa biaya material.',
    button: 'Hapus semua material',
    method: 'delete',
    path: '/materials/clear-all',
    typed: 'HAPUS SEMUA MATERIAL',
    previewed: true,
  },
  {
    id: 'clear-users',
    title: 'Hapus semua pengguna',
    loses:
      'Semua akun kecuali akun Anda, admin lain juga, akan dihapus beserta kalkulasi, proyek, hasil kalkulator dan daftar harga pribadi mereka.',
    button: 'Hapus semua pengguna',
    method: 'delete',
    path: '/auth/clear-all-users',
    typed: USERS_CONFIRMATION,
    sendsTyped: true,
  },
  {
    id: 'master-clear',
    title: 'Hapus seluruh data',
    loses:
      'Dihapus permanen: semua kategori, jenis pekerjaan beserta analisanya, material, upah dan peralatan, seluruh riwayat kalkulasi semua pengguna, serta semua harga di daftar harga.',
    stays:
      'Tetap ada: akun pengguna, proyek (harga barisnya tetap seperti saat dihitung), hasil kalkulator, dan daftar harga itu sendiri tanpa harga di dalamnya.',
    button: 'Hapus seluruh data',
    method: 'delete',
    path: '/materials/master/clear-all-data',
    typed: MASTER_CONFIRMATION,
    sendsTyped: true,
  },
];

/** The server's count of what a clear takes, read afresh each time its confirmation opens. */
function useClearPreview(action: DangerAction) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'clear-preview', action.path],
    queryFn: async () => {
      const { data } = await apiClient.get<{ message?: unknown }>(`${action.path}/preview`);
      if (typeof data?.message !== 'string') throw new Error('Jawaban pratinjau tidak lengkap');
      return data.message;
    },
    enabled: action.previewed === true,
    // Counted now, not when another dialog opened it: the numbers are what the admin confirms.
    gcTime: 0,
    staleTime: 0,
  });
}

function DangerConfirm({ action, onClose }: { action: DangerAction; onClose(): void }) {
  const run = useAdminWrite((chosen: DangerAction) =>
    send(chosen.method, chosen.path, chosen.sendsTyped ? { confirm_clear: chosen.typed } : undefined),
  );
  const preview = useClearPreview(action);
  const counted = !action.previewed || preview.isSuccess;
  return (
    <ConfirmDialog
      title={`${action.title}?`}
      confirmLabel={action.button}
      typedConfirmation={action.typed}
      busy={run.isPending || !counted}
      onClose={onClose}
      onConfirm={() => run.mutate(action, { onSuccess: onClose, onError: (error) => toastApiError(error) })}
    >
      <p className="font-medium text-red-800">{action.loses}</p>
      {action.stays && <p className="mt-2">{action.stays}</p>}
      {action.previewed && (
        <div className="mt-2" data-testid="danger-impact" aria-live="polite">
          {preview.isSuccess && <p className="font-medium text-red-800">{preview.data}</p>}
          {preview.isPending && <p>Menghitung data yang terdampak…</p>}
          {preview.isError && (
            <div className="space-y-2">
              <p>
                Jumlah data yang terdampak belum dapat dihitung. Penghapusan menunggu hitungan itu agar Anda
                tahu apa yang hilang.
              </p>
              <Button
                variant="secondary"
                onClick={() => void preview.refetch()}
                data-testid="danger-impact-retry"
              >
                Hitung lagi
              </Button>
            </div>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}

export function DangerZoneTab() {
  const [active, setActive] = useState<DangerAction | null>(null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Tindakan di sini tidak dapat dibatalkan. Setiap tindakan meminta konfirmasi dan menyebutkan data yang
        akan hilang. Unduh cadangan dulu.
      </p>
      <BackupCard />
      {DANGER_ACTIONS.map((action) => (
        <Card
          key={action.id}
          className="flex flex-col gap-3 p-4 ring-red-200 sm:flex-row sm:items-center"
          data-testid={`danger-${action.id}`}
        >
          <div className="flex-1">
            <h3 className="font-semibold text-slate-900">{action.title}</h3>
            <p className="text-sm text-slate-600">{action.loses}</p>
            {action.stays && <p className="text-sm text-slate-600">{action.stays}</p>}
          </div>
          <Button
            variant={action.method === 'post' ? 'secondary' : 'danger'}
            onClick={() => setActive(action)}
          >
            {action.button}
          </Button>
        </Card>
      ))}
      {active && <DangerConfirm key={active.id} action={active} onClose={() => setActive(null)} />}
    </div>
  );
}
