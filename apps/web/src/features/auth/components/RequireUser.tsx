import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { User } from '@kalkulator/core';
import { Skeleton } from '../../../components/ui/Feedback';
import { useAuth } from '../store';

/** Guests are sent to /login (and come back here after); while the session is checked, a skeleton. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const user = useAuth((state) => state.user);
  const loading = useAuth((state) => state.loading);
  const location = useLocation();
  if (loading) return <Skeleton className="mx-auto h-96 max-w-3xl" />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children(user)}</>;
}
