/**
 * @atalho/sdk: one folder per area, one typed function per endpoint, each answer checked against its schema
 * from @atalho/sdk/schemas (see `parseResponse`), and the TanStack Query keys of each resource next to its
 * functions. The one naming exception: panel area "links" = API resource "online-addresses" (`./links`).
 */
export * from './analytics';
export * from './auth';
export * from './biographies';
export * from './clicks';
export * from './client';
export * from './configs';
export * from './contact-accesses';
export * from './credits';
export * from './domains';
export * from './files';
export * from './links';
export * from './links-reports';
export * from './open-graphs';
export * from './payments';
export * from './plans';
export * from './session';
export * from './subscriptions';
export * from './terms';
