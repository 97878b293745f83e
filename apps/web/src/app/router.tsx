import { Suspense } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LoadingView } from '../components/ui/Feedback';
import { RouteErrorScreen } from './ErrorScreen';
import { Shell } from './layout/Shell';
import { lazyScreen, type LazyScreen } from './lazy';

const HomePage = lazyScreen(() => import('../features/catalogue/routes/HomePage'));
const CategoryPage = lazyScreen(() => import('../features/catalogue/routes/CategoryPage'));
const CalculatorPage = lazyScreen(() => import('../features/calculator/routes/CalculatorPage'));
const HistoryPage = lazyScreen(() => import('../features/history/routes/HistoryPage'));
const CalculatorsPage = lazyScreen(() => import('../features/calculators/routes/CalculatorsPage'));
const LoginPage = lazyScreen(() => import('../features/auth/routes/LoginPage'));
const RegisterPage = lazyScreen(() => import('../features/auth/routes/RegisterPage'));
const ProfilePage = lazyScreen(() => import('../features/auth/routes/ProfilePage'));
const AdminPage = lazyScreen(() => import('../features/admin/routes/AdminPage'));
const ProjectsPage = lazyScreen(() => import('../features/projects/routes/ProjectsPage'));
const ProjectPage = lazyScreen(() => import('../features/projects/routes/ProjectPage'));
const PriceBooksPage = lazyScreen(() => import('../features/price-books/routes/PriceBooksPage'));
const PriceBookPage = lazyScreen(() => import('../features/price-books/routes/PriceBookPage'));
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen
type Screen = LazyScreen<React.ComponentType<any>>;
/** A route drawn by a lazily loaded screen; `handle.screen` lets preloadScreenOf find it. */
const screen = (
  Component: Screen,
  wrap: (element: React.ReactNode) => React.ReactNode = (element) => element,
) => ({
  element: wrap(<Component />),
  handle: { screen: Component },
});

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, ...screen(HomePage) },
      { path: 'category/:categoryId', ...screen(CategoryPage) },
      { path: 'calculate/:jobTypeId', ...screen(CalculatorPage) },
      { path: 'history', ...screen(HistoryPage) },
      { path: 'projects', ...screen(ProjectsPage) },
      { path: 'projects/:projectId', ...screen(ProjectPage) },
      { path: 'price-books', ...screen(PriceBooksPage) },
      { path: 'price-books/:bookId', ...screen(PriceBookPage) },
      { path: 'calculators', ...screen(CalculatorsPage) },
      { path: 'profile', ...screen(ProfilePage) },
      { path: 'admin', ...screen(AdminPage) },
      ...specialisedCalculators.map(([path, Screen]) => ({ path, ...screen(Screen) })),
    ],
  },
  { path: '/login', ...screen(LoginPage, outsideShell), errorElement: <RouteErrorScreen /> },
  { path: '/register', ...screen(RegisterPage, outsideShell), errorElement: <RouteErrorScreen /> },
  { path: '*', ...screen(NotFoundPage, outsideShell), errorElement: <RouteErrorScreen /> },
];

export const router = createBrowserRouter(routes);

/**
 * Loads the screen a path opens (its chunk is already on the way: the server's page names it), so the app's
 * first render draws that screen instead of the loading view — the page's own first paint (the top bar, and
 * on the calculator its heading) stays until then.
 */
export function preloadScreenOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map((match) => (match.route.handle as { screen?: Screen } | undefined)?.screen?.preload()),
  ).then(() => undefined);
}
