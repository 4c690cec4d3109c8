export * from './auth';
export * from './billing';
export * from './biographies';
export * from './click-dashboards';
export * from './clicks';
export * from './common';
export * from './configs';
export * from './credits';
export * from './entitlements';
export * from './files';
// The info-product area's visitor view only; its whole contract is `@atalho/sdk/schemas/infoproducts`.
export * from './infoproduct-view';
export * from './links-reports';
export * from './online-addresses';
export * from './open-graphs';
export * from './plans';
export * from './subscriptions';
export * from './terms';
