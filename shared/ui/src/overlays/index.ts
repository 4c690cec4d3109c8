export * from './ConfirmDialog';
export * from './plans-dialog';
