import { useSession } from '@atalho/sdk';
// Through the shared entries, not relative paths: this entry is a module of its own, and a relative import
// would give it a second copy of the kit (another toaster, another provider).
import { type PageRoute, pageRouteElements, Toaster, UiProvider } from '@atalho/ui';
import { type DomVisitorView, isDomVisitorView, type VisitorProps } from '@atalho/ui/visitor-dom';
import { type ComponentType, StrictMode, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useParams, useSearchParams } from 'react-router';

export interface StandaloneRoutes {
  /** The remote's route table (`src/routes.tsx`), mounted with Chakra and the toaster as the shell does. */
  routes: readonly PageRoute[];
  /** Visitor views by route path (`:code`, `:contactCode?`), mounted without Chakra as in the shell. */
  visitors?: Record<string, ComponentType<VisitorProps> | DomVisitorView>;
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

/** A framework-free visitor view (decision 021) in a React page: mounted into its own element. */
function DomView({ view, ...props }: VisitorProps & { view: DomVisitorView }) {
  const box = useRef<HTMLDivElement>(null);
  const { code, contactCode, search } = props;
  useEffect(() => {
    if (!box.current) return;
    return view.mount(box.current, { code, contactCode, search });
  }, [view, code, contactCode, search]);
  return <div ref={box} />;
}

function VisitorRoute({ view: View }: { view: ComponentType<VisitorProps> | DomVisitorView }) {
  const { code = '', contactCode } = useParams();
  const [search] = useSearchParams();
  if (isDomVisitorView(View))
    return <DomView view={View} code={code} contactCode={contactCode} search={search} />;
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
