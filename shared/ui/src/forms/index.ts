export * from './CopyButton';
export * from './FormField';
export * from './use-schema-form';
