export * from './document-title';
export * from './page-routes';
