import { type ComponentType, lazy } from 'react';
import type { loadRemoteModule } from '../federation/load-remote';
import type { VisitorRoute } from './detect';

/** Props every visitor view receives (composition contract). */
export interface VisitorViewProps {
  code: string;
  contactCode?: string;
  search: URLSearchParams;
  initialData?: unknown;
}

export function lazyVisitorView(route: VisitorRoute, load: typeof loadRemoteModule) {
  return lazy(async () => ({
    default: await load<ComponentType<VisitorViewProps>>(route.remote, route.exposed),
  }));
}
