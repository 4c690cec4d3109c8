export interface GeoLocation {
  /** ISO 3166-1 alpha-2 country code, e.g. "BR". */
  country: string | null;
  /** First subdivision ISO code, e.g. "SP". */
  state: string | null;
  city: string | null;
}

/** Geo-IP lookup. `lookup` answers null while the database is still loading or for unknown addresses. */
export interface GeoLookup {
  lookup(ip: string): GeoLocation | null;
  /** Starts loading in the background; resolves when ready (or when loading failed). */
  ready(): Promise<void>;
}

export const noGeoLookup: GeoLookup = {
  lookup: () => null,
  ready: async () => {},
};
