import { applyVisitorStyles } from '@atalho/ui/visitor';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CookieNotice } from './CookieNotice';
import { readEmbeddedData, type VisitorRoute } from './detect';
import { VisitorApp } from './VisitorApp';

/**
 * Light bootstrap for short links and opt-in pages: react-dom and plain CSS only (no Chakra, no
 * router), so a visitor on a phone downloads the least JavaScript before the countdown shows.
 */
export function mountVisitor(route: VisitorRoute, container: HTMLElement): void {
  applyVisitorStyles();
  const props = {
    code: route.code,
    contactCode: route.kind === 'redirect' ? route.contactCode : undefined,
    search: new URLSearchParams(window.location.search),
    initialData: readEmbeddedData(),
  };
  createRoot(container).render(
    <StrictMode>
      <VisitorApp route={route} props={props} />
      <CookieNotice />
    </StrictMode>,
  );
}
