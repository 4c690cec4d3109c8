export * from './AppDialog';
export * from './ConfirmDialog';
export * from './lazy-dialog';
export * from './plans-dialog';
export * from './return-focus';
