import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { queryClient } from '../lib/query-client';
import { ToastLimit } from '../lib/toast-limit';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* SPEC.md §9: top-right, max width 400 px, at most 20, 4 s default and error, 2 s success. */}
      {/* Below the 64 px top bar, so a toast never covers the account menu or the menu button. */}
      <Toaster
        position="top-right"
        containerStyle={{ top: 72 }}
        toastOptions={{
          duration: 4000,
          style: { maxWidth: 400 },
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Infinity },
        }}
      />
      <ToastLimit max={20} />
    </QueryClientProvider>
  );
}
