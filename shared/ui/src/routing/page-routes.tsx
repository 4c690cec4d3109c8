import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useDocumentTitle } from './document-title';

/** One page of a remote: its full URL path, its document title and what it renders. */
export interface PageRoute {
  /** The path as the browser shows it, e.g. `/painel/links/shortened/:id?`. */
  path: string;
  /** Page name for the document title ("Meus links" → "Meus links — Atalho"); none: the home title. */
  title?: string;
  element: ReactNode;
}

/** Where the shell mounts a remote's routes module (decision 001, "Path prefixes → remote"). */
export interface RoutesMount {
  /** The shell's prefix the remote is mounted under (`/painel/links/shortened`); `/` in standalone. */
  base?: string;
  /** Where a URL under `base` that no page of the table matches is sent. */
  fallback?: string;
}

function Titled({ title, children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}

/** `path` relative to `base`, or null when the page is not under it. */
export function pathUnder(base: string, path: string): string | null {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (path === base) return '';
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}

/** `<Route>` elements for the pages of `routes` under `base` (for a `<Routes>`). */
export function pageRouteElements(routes: readonly PageRoute[], base = '/'): ReactElement[] {
  return routes
    .map((route) => ({ ...route, relative: pathUnder(base, route.path) }))
    .filter((route): route is PageRoute & { relative: string } => route.relative !== null)
    .map(({ path, title, element, relative }) => (
      <Route
        key={path}
        {...(relative === '' ? { index: true } : { path: relative })}
        element={<Titled title={title}>{element}</Titled>}
      />
    ));
}

/** A remote's pages under the shell's prefix: react-router `<Routes>` built from its one route table. */
export function PageRoutes({ routes, base = '/', fallback }: RoutesMount & { routes: readonly PageRoute[] }) {
  return (
    <Routes>
      {pageRouteElements(routes, base)}
      {fallback && <Route path="*" element={<Navigate to={fallback} replace />} />}
    </Routes>
  );
}

/** The default export of a remote's `src/exposes/Routes.tsx`: `export default routesModule(routes)`. */
export function routesModule(routes: readonly PageRoute[]): ComponentType<RoutesMount> {
  return function RemoteRoutes(mount: RoutesMount) {
    return <PageRoutes routes={routes} {...mount} />;
  };
}
