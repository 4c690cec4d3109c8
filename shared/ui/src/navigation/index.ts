export * from './PageHeader';
export * from './Pagination';
export * from './sign-in';
