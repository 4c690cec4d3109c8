/**
 * `@atalho/ui/visitor-dom`: the framework-free part of the visitor kit (no React import), for visitor
 * screens that build their DOM themselves (mf-public's redirect screen) and the shell's visitor bootstrap.
 */

export { brandVars } from '../theme/brand-vars';
export { accentColors, brand, brandColors, fontFamily, neutralColors, radii } from '../theme/tokens';
export { clickPropertiesFor, shouldCountClick } from './click-properties';
export { CONSENT_COOKIE, type ConsentPreferences, consentOf, DEFAULT_PREFERENCES } from './consent';
export { applyVisitorStyles, visitorCss } from './css';
export { type DomVisitorView, embeddedIsland, isDomVisitorView, type VisitorIsland } from './dom-view';
export { loadFederatedModule } from './load-federated';
export { atalhoLogoElement } from './logo-element';
export type { AtalhoLogoProps } from './logo-shape';
export { trackVisit } from './track-visit';
export { embeddedLink, loadVisit, type VisitorProps } from './visitor-link';
