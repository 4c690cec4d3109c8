export * from './LoadingOverlay';
export * from './loading-overlay';
export * from './notify';
export * from './Toaster';
