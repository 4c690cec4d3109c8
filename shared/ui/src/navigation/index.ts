export * from './PageDots';
export * from './PageHeader';
export * from './Pagination';
export * from './PublicHeader';
export * from './sign-in';
