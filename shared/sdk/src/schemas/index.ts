export * from './auth';
export * from './billing';
export * from './biographies';
export * from './click-dashboards';
export * from './clicks';
export * from './common';
export * from './configs';
export * from './credits';
export * from './domains';
export * from './entitlements';
export * from './files';
// The info-product area's plain values and its visitor view's types; its schemas are `@atalho/sdk/schemas/infoproducts`.
export * from './infoproduct-style';
export type {
  InfoproductAction,
  InfoproductFieldType,
  InfoproductInputType,
  InfoproductType,
  InfoproductView,
} from './infoproduct-view';
export * from './links-reports';
export * from './online-addresses';
export * from './open-graphs';
export * from './plans';
export * from './subscriptions';
export * from './terms';
