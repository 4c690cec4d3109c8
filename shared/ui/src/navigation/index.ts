export * from './PageHeader';
export * from './Pagination';
export * from './PanelPage';
export * from './sign-in';
