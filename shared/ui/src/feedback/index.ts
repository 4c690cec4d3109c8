export * from './CardsSkeleton';
export * from './ComingSoonState';
export * from './LoadError';
export * from './LoadingOverlay';
export * from './loading-overlay';
export * from './notify';
export * from './Toaster';
