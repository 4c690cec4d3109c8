export { AtalhoLogo } from './AtalhoLogo';
export * from './dom';
export { useVisitorLink, type VisitorLinkState } from './useVisitorLink';
