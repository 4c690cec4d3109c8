export * from './system';
export * from './tokens';
export { UiProvider } from './UiProvider';
