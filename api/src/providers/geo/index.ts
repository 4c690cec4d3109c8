export * from './geo-lookup';
export { createMaxmindGeoLookup } from './maxmind-geo-lookup';
