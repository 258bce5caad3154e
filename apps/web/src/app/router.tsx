import { type ComponentType, Suspense, lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { StandaloneLayout } from '@/components/layout/standalone-layout';
import { registerNavigator } from '@/lib/navigation';
import { GameLayout } from './layouts/game-layout';
import { MainLayout } from './layouts/main-layout';
import { RootErrorBoundary } from './root-error-boundary';
import { RootShell } from './root-shell';
import { RouteGuard } from './route-guard';
import { type PageRoute, ROUTE_TABLE } from './route-table';

/*
 * React Router in declarative mode (<BrowserRouter> + <Routes>), not the data router
 * (createBrowserRouter): the site uses no loaders, actions or fetchers, and the data router's
 * machinery is about 16 KB gzipped of the first page's 150 KB budget. Pages still load on first
 * visit (React.lazy per route of the route table); BrowserRouter wraps navigations in
 * startTransition, so the current page stays on screen while the next one loads, as before.
 */

/** Wraps a page in the guard, keeping its name for React's dev tools. */
function guarded(route: PageRoute, Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <RouteGuard flags={route.flags}>
        <Page />
      </RouteGuard>
    );
  }
  GuardedPage.displayName = `Guarded(${route.id})`;
  return GuardedPage;
}

/** One component per route, made once: the bundled page itself, else a lazy one (React.lazy caches the loaded module). */
const PAGES: ReadonlyMap<string, ComponentType> = new Map(
  ROUTE_TABLE.map((route) => [
    route.id,
    route.bundled ? guarded(route, route.bundled) : lazy(async () => ({ default: guarded(route, await route.load()) })),
  ]),
);

function renderRoute(route: PageRoute) {
  const Page = PAGES.get(route.id);
  if (!Page) throw new Error(`route ${route.id} has no page`);
  return <Route key={route.id} path={route.path} element={<Page />} />;
}

/** Gives code outside React (the API client, the start sequence) the router's navigate. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** Every route of the route table inside its layout; the first page load waits in a silent Suspense. */
export function AppRoutes() {
  return (
    <RootErrorBoundary>
      <NavigatorBridge />
      <Suspense fallback={null}>
        <Routes>
          <Route element={<RootShell />}>
            <Route element={<MainLayout />}>
              {ROUTE_TABLE.filter((route) => route.layout === 'main').map(renderRoute)}
            </Route>
            <Route element={<StandaloneLayout />}>
              {ROUTE_TABLE.filter((route) => route.layout === 'standalone').map(renderRoute)}
            </Route>
            <Route element={<GameLayout />}>
              {ROUTE_TABLE.filter((route) => route.layout === 'game').map(renderRoute)}
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RootErrorBoundary>
  );
}

/** The site's router: the browser's address bar and history. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
