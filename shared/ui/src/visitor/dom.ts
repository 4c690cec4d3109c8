/**
 * `@atalho/ui/visitor-dom`: the framework-free part of the visitor kit (no React import), for visitor
 * screens that build their DOM themselves (mf-public's redirect screen) and the shell's visitor bootstrap.
 */
export { accentColors, brand, brandColors, fontFamily, neutralColors, radii } from '../theme/tokens';
export { applyVisitorStyles, visitorCss } from './css';
export { loadFederatedModule } from './load-federated';
export { atalhoLogoElement } from './logo-element';
export type { AtalhoLogoProps } from './logo-shape';
export { embeddedLink, loadVisit, type VisitorProps } from './visitor-link';

/**
 * A visitor view that builds its own DOM (decision 021): the exposed module's default export. The shell
 * mounts it without React; a view whose default export is a React component is rendered with React.
 */
export interface DomVisitorView {
  /** Renders into `container`; returns the function that unmounts it. */
  mount(container: HTMLElement, props: import('./visitor-link').VisitorProps): () => void;
}

export function isDomVisitorView(value: unknown): value is DomVisitorView {
  return typeof value === 'object' && value !== null && typeof (value as DomVisitorView).mount === 'function';
}
