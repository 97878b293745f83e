import { Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingView } from '../components/ui/Feedback';
import { ErrorScreen } from './ErrorScreen';
import { Shell } from './layout/Shell';
import { lazyScreen } from './lazy';

const HomePage = lazyScreen(() => import('../features/catalogue/routes/HomePage'));
const CategoryPage = lazyScreen(() => import('../features/catalogue/routes/CategoryPage'));
const CalculatorPage = lazyScreen(() => import('../features/calculator/routes/CalculatorPage'));
const HistoryPage = lazyScreen(() => import('../features/history/routes/HistoryPage'));
const CalculatorsPage = lazyScreen(() => import('../features/calculators/routes/CalculatorsPage'));
const ComingSoonPage = lazyScreen(() => import('../features/placeholder/ComingSoonPage'));
const LoginPage = lazyScreen(() => import('../features/auth/routes/LoginPage'));
const RegisterPage = lazyScreen(() => import('../features/auth/routes/RegisterPage'));
const ProfilePage = lazyScreen(() => import('../features/auth/routes/ProfilePage'));
const AdminPage = lazyScreen(() => import('../features/admin/routes/AdminPage'));
const NotFoundPage = lazyScreen(() => import('./NotFoundPage'));

const specialisedCalculators = [
  ['length-calculator', 'Kalkulator Panjang'],
  ['area-calculator', 'Kalkulator Luas'],
  ['volume-calculator', 'Kalkulator Volume'],
  ['beam-calculator', 'Kalkulator Struktur (Balok)'],
  ['footplate-calculator', 'Kalkulator Footplate'],
  ['plaster-calculator', 'Kalkulator Plesteran'],
  ['brick-calculator', 'Kalkulator Bata'],
] as const;

const outsideShell = (element: React.ReactNode) => <Suspense fallback={<LoadingView />}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Shell />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'category/:categoryId', element: <CategoryPage /> },
      { path: 'calculate/:jobTypeId', element: <CalculatorPage /> },
      { path: 'history', element: <HistoryPage /> },
      { path: 'calculators', element: <CalculatorsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'admin', element: <AdminPage /> },
      ...specialisedCalculators.map(([path, title]) => ({ path, element: <ComingSoonPage title={title} /> })),
    ],
  },
  { path: '/login', element: outsideShell(<LoginPage />), errorElement: <ErrorScreen /> },
  { path: '/register', element: outsideShell(<RegisterPage />), errorElement: <ErrorScreen /> },
  { path: '*', element: outsideShell(<NotFoundPage />), errorElement: <ErrorScreen /> },
]);
