import type { VisitorProps } from './visitor-link';

/**
 * A visitor view that builds its own DOM (decision 021): the exposed module's default export. The shell
 * mounts it without React; a view whose default export is a React component is rendered with React.
 */
export interface DomVisitorView {
  /** Renders into `container`; returns the function that unmounts it. */
  mount(container: HTMLElement, props: VisitorProps): () => void;
}

export function isDomVisitorView(value: unknown): value is DomVisitorView {
  return typeof value === 'object' && value !== null && typeof (value as DomVisitorView).mount === 'function';
}

/** Which island takes over a server-rendered visitor page (decision 027): embedded as `island` in its data. */
export interface VisitorIsland {
  remote: string;
  exposed: string;
  /** The island keeps the server's markup in the app's root instead of drawing its own. */
  hydrate: boolean;
}

/** The island a page's embedded data names, when it is well formed. */
export function embeddedIsland(initialData: unknown): VisitorIsland | null {
  if (typeof initialData !== 'object' || initialData === null) return null;
  const island = (initialData as { island?: unknown }).island;
  if (typeof island !== 'object' || island === null) return null;
  const { remote, exposed, hydrate } = island as Record<string, unknown>;
  if (typeof remote !== 'string' || !/^mf_[a-z]+$/.test(remote)) return null;
  if (typeof exposed !== 'string' || !/^[A-Za-z]+$/.test(exposed)) return null;
  return { remote, exposed, hydrate: hydrate === true };
}
