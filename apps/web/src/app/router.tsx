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
const LoginPage = lazyScreen(() => import('../features/auth/routes/LoginPage'));
const RegisterPage = lazyScreen(() => import('../features/auth/routes/RegisterPage'));
const ProfilePage = lazyScreen(() => import('../features/auth/routes/ProfilePage'));
const AdminPage = lazyScreen(() => import('../features/admin/routes/AdminPage'));
const NotFoundPage = lazyScreen(() => import('./NotFoundPage'));

// Each specialised calculator is its own chunk, loaded only when its route opens.
const specialisedCalculators = [
  ['length-calculator', lazyScreen(() => import('../features/calculators/routes/LengthCalculatorPage'))],
  ['area-calculator', lazyScreen(() => import('../features/calculators/routes/AreaCalculatorPage'))],
  ['volume-calculator', lazyScreen(() => import('../features/calculators/routes/VolumeCalculatorPage'))],
  ['beam-calculator', lazyScreen(() => import('../features/calculators/routes/BeamCalculatorPage'))],
  [
    'footplate-calculator',
    lazyScreen(() => import('../features/calculators/routes/FootplateCalculatorPage')),
  ],
  ['plaster-calculator', lazyScreen(() => import('../features/calculators/routes/PlasterCalculatorPage'))],
  ['brick-calculator', lazyScreen(() => import('../features/calculators/routes/BrickCalculatorPage'))],
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
      ...specialisedCalculators.map(([path, Screen]) => ({ path, element: <Screen /> })),
    ],
  },
  { path: '/login', element: outsideShell(<LoginPage />), errorElement: <ErrorScreen /> },
  { path: '/register', element: outsideShell(<RegisterPage />), errorElement: <ErrorScreen /> },
  { path: '*', element: outsideShell(<NotFoundPage />), errorElement: <ErrorScreen /> },
]);
