import { useSession } from '@atalho/sdk';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useParams, useSearchParams } from 'react-router';
import { Toaster } from '../feedback/Toaster';
import { type PageRoute, pageRouteElements } from '../routing/page-routes';
import { UiProvider } from '../theme/UiProvider';
import type { VisitorProps } from '../visitor/visitor-link';

export interface StandaloneRoutes {
  /** The remote's route table (`src/routes.tsx`), mounted with Chakra and the toaster as the shell does. */
  routes: readonly PageRoute[];
  /** Visitor views by route path (`:code`, `:contactCode?`), mounted without Chakra as in the shell. */
  visitors?: Record<string, ComponentType<VisitorProps>>;
  /** Where every other path goes; without it, they render nothing. */
  home?: string;
}

function ChakraLayout() {
  return (
    <UiProvider>
      <Outlet />
      <Toaster />
    </UiProvider>
  );
}

function VisitorRoute({ view: View }: { view: ComponentType<VisitorProps> }) {
  const { code = '', contactCode } = useParams();
  const [search] = useSearchParams();
  return <View code={code} contactCode={contactCode} search={search} />;
}

/**
 * A remote's standalone dev page (`npm run dev -w <remote>`): the pages of its route table at the same
 * URLs as in the shell, in #root. Sign in through the running server (http://localhost:8080) or put a token in
 * localStorage; the user is loaded first, as the shell does.
 */
export function renderStandalone({ routes, visitors = {}, home }: StandaloneRoutes): Root | null {
  void useSession.getState().loadUser();
  const container = document.getElementById('root');
  if (!container) return null;
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route element={<ChakraLayout />}>{pageRouteElements(routes)}</Route>
          {Object.entries(visitors).map(([path, view]) => (
            <Route key={path} path={path} element={<VisitorRoute view={view} />} />
          ))}
          {home && <Route path="*" element={<Navigate to={home} replace />} />}
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
  return root;
}
