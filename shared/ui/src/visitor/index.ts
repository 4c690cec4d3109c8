export { accentColors, brand, brandColors, fontFamily, neutralColors, radii } from '../theme/tokens';
export { AtalhoLogo } from './AtalhoLogo';
export { applyVisitorStyles, visitorCss } from './css';
export { loadFederatedModule } from './load-federated';
export { useVisitorLink, type VisitorLinkState } from './useVisitorLink';
export { embeddedLink, loadVisit, type VisitorProps } from './visitor-link';
