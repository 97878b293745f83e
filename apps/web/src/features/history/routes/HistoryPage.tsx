import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { formatDateTime, formatQuantity, formatRupiah, type CalculationResult } from '@kalkulator/core';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/Feedback';
import { toastMessages } from '../../../lib/messages';
import { listLocalCalculations, removeLocalCalculation } from '../../../lib/storage';

/** Riwayat: the calculations kept in this browser (account history comes with accounts). */
export default function HistoryPage() {
  const [items, setItems] = useState<CalculationResult[]>(listLocalCalculations);

  function remove(item: CalculationResult) {
    try {
      setItems(removeLocalCalculation(item.id));
      toast.success(toastMessages.localDeleted);
    } catch {
      toast.error(toastMessages.localDeleteFailed);
    }
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">History</h1>
        <p className="mt-1 text-slate-600">Riwayat perhitungan Anda yang tersimpan di browser ini.</p>
      </header>
      {items.length === 0 ? (
        <EmptyState title="Belum ada kalkulasi tersimpan.">
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Mulai menghitung dari kategori pekerjaan
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3" data-testid="history-list">
          {items.map((item) => (
            <li
              key={String(item.id)}
              data-testid="history-item"
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
            >
              <p className="font-semibold text-slate-900">{item.job_type.name}</p>
              <p className="mt-0.5 text-sm text-slate-500">
                {item.input.project_name || 'Tanpa nama proyek'} · {formatQuantity(item.input.volume)}{' '}
                {item.job_type.unit} · {formatDateTime(item.created_at)}
              </p>
              {item.is_estimate && (
                <p className="mt-1 text-xs font-medium text-amber-700">Perkiraan offline</p>
              )}
              <div className="mt-3 flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
                <div>
                  <p className="text-xs text-slate-500">RAB</p>
                  <p className="text-lg font-bold tabular-nums text-slate-900" data-testid="history-rab">
                    {formatRupiah(item.summary.rab_total)}
                  </p>
                  <p className="text-xs text-slate-500">HPP {formatRupiah(item.summary.total_cost)}</p>
                </div>
                <Button
                  variant="ghost"
                  className="text-red-700! hover:bg-red-50!"
                  onClick={() => remove(item)}
                >
                  Hapus
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
