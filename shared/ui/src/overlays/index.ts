export * from './AppDialog';
export * from './ConfirmDialog';
export * from './plans-dialog';
