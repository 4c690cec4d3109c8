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
