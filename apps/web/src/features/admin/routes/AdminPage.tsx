import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { hasRole } from '@kalkulator/core';
import { Skeleton } from '../../../components/ui/Feedback';
import { tabsOf } from '../../../components/ui/tabs';
import { useAuth } from '../../auth';
import { AdminForbidden } from '../components/AdminForbidden';
import { ADMIN_TABS, findTab } from '../tabs';
import { useDocumentTitle } from '../../../lib/document-title';

/** /admin: the administration panel for admins; everyone else gets the 403 screen, never the panel. */
export default function AdminPage() {
  const user = useAuth((state) => state.user);
  const loading = useAuth((state) => state.loading);
  useDocumentTitle('Panel administrasi');
  if (loading) return <Skeleton className="mx-auto h-64 max-w-xl" />;
  if (!hasRole(user, 'admin')) return <AdminForbidden loggedIn={Boolean(user)} />;
  return <AdminPanel />;
}

const isForbidden = (error: unknown) => error instanceof AxiosError && error.response?.status === 403;

/**
 * An admin call refused with 403 while the panel is open: the account may have lost its admin role (another admin
 * demoted it). The session is verified again, so the 403 screen replaces the panel instead of tabs that only fail.
 */
function useRecheckWhenForbidden() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isForbidden(error)) void useAuth.getState().initialize();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

function AdminPanel() {
  useRecheckWhenForbidden();
  const [params, setParams] = useSearchParams();
  const active = findTab(params.get('tab'));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (id: string) => setParams({ tab: id }, { replace: true });

  // On a phone the tab bar scrolls sideways: keep the chosen tab in sight (e.g. after a reload on ?tab=danger).
  useEffect(() => {
    tabs.current[ADMIN_TABS.indexOf(active)]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern), as on the other tab lists.
  const tabList = tabsOf(
    'admin',
    ADMIN_TABS.map((tab) => tab.id),
    active.id,
    select,
  );

  return (
    <div className="mx-auto max-w-6xl space-y-4" data-testid="admin-panel">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Panel administrasi</h1>
        <p className="text-sm text-slate-600">Kelola katalog, harga, pengguna dan data kalkulasi.</p>
      </header>
      <div
        role="tablist"
        aria-label="Bagian panel administrasi"
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {ADMIN_TABS.map((tab, index) => {
          const selected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              {...tabList.tab(tab.id)}
              data-testid={`admin-tab-${tab.id}`}
              className={`min-h-11 shrink-0 whitespace-nowrap rounded-xl px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                selected
                  ? tab.id === 'danger'
                    ? 'bg-red-600 text-white'
                    : 'bg-brand-500 text-slate-900'
                  : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <section {...tabList.panel}>
        <active.Panel key={active.id} />
      </section>
    </div>
  );
}
