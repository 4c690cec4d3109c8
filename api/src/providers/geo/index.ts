export { createDbipGeoLookup } from './dbip-geo-lookup';
export * from './geo-lookup';
