export * from './useLoad';
export * from './usePagedList';
