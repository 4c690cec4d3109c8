export * from './CopyButton';
export * from './FormField';
export * from './ImageUploadField';
export * from './use-schema-form';
