import type { GeoPoint } from '@domain/bi/record';

/**
 * Where a country is, for the record's geo points (`buyer_country_geopoint`, the customer's and the
 * BIN country's): a representative point (roughly the population centre), enough for a map of
 * where buyers and cards come from. Covers the countries the sandbox's cards, customers and
 * generated history use; another country has no geo point.
 */
const POINTS: Readonly<Record<string, GeoPoint>> = {
  DE: { lat: 51.1657, lon: 10.4515 },
  AT: { lat: 47.5162, lon: 14.5501 },
  CH: { lat: 46.8182, lon: 8.2275 },
  LI: { lat: 47.166, lon: 9.5554 },
  FR: { lat: 46.2276, lon: 2.2137 },
  NL: { lat: 52.1326, lon: 5.2913 },
  BE: { lat: 50.5039, lon: 4.4699 },
  LU: { lat: 49.8153, lon: 6.1296 },
  IT: { lat: 41.8719, lon: 12.5674 },
  ES: { lat: 40.4637, lon: -3.7492 },
  PT: { lat: 39.3999, lon: -8.2245 },
  IE: { lat: 53.4129, lon: -8.2439 },
  GB: { lat: 55.3781, lon: -3.436 },
  US: { lat: 37.0902, lon: -95.7129 },
  CA: { lat: 56.1304, lon: -106.3468 },
  SE: { lat: 60.1282, lon: 18.6435 },
  DK: { lat: 56.2639, lon: 9.5018 },
  NO: { lat: 60.472, lon: 8.4689 },
  FI: { lat: 61.9241, lon: 25.7482 },
  PL: { lat: 51.9194, lon: 19.1451 },
  CZ: { lat: 49.8175, lon: 15.473 },
  JP: { lat: 36.2048, lon: 138.2529 },
  AU: { lat: -25.2744, lon: 133.7751 },
  BR: { lat: -14.235, lon: -51.9253 },
};

export const geoPointOf = (country: string | null | undefined): GeoPoint | undefined => (country ? POINTS[country] : undefined);
