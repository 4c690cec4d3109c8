export * from './PageHeader';
export * from './Pagination';
