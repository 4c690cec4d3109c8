import type { VisitorProps } from '@atalho/ui/visitor';
import { type ComponentType, lazy } from 'react';
import type { loadRemoteModule } from '../federation/load-remote';
import type { VisitorRoute } from './detect';

/** Props every visitor view receives (composition contract). */
export type VisitorViewProps = VisitorProps;

export function lazyVisitorView(route: VisitorRoute, load: typeof loadRemoteModule) {
  return lazy(async () => ({
    default: await load<ComponentType<VisitorViewProps>>(route.remote, route.exposed),
  }));
}
