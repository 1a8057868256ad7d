/**
 * A small, pluggable IP → country lookup: IPv4 CIDR ranges with their country. The studio passes
 * one to the evaluator as `ctx.ipCountry`; a deployment can plug in a real geo-IP database behind
 * the same function type.
 */
export type IpCountryLookup = (ipAddress: string) => string | undefined;

const toNumber = (ip: string): number | undefined => {
  const parts = ip.trim().split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    n = n * 256 + Number(part);
  }
  return n;
};

/** Builds a lookup from `["192.0.2.0/24", "DE"]` pairs; the most specific matching range wins. */
export const ipCountryLookup = (ranges: ReadonlyArray<readonly [cidr: string, country: string]>): IpCountryLookup => {
  const parsed = ranges.map(([cidr, country]) => {
    const [base, bits] = cidr.split('/');
    const size = 2 ** (32 - Number(bits));
    const start = toNumber(base!);
    if (start === undefined || !(Number(bits) >= 0 && Number(bits) <= 32)) throw new Error(`not an IPv4 CIDR range: ${cidr}`);
    return { start: start - (start % size), size, country };
  });
  parsed.sort((a, b) => a.size - b.size);
  return (ip) => {
    const n = toNumber(ip);
    if (n === undefined) return undefined;
    return parsed.find((r) => n >= r.start && n < r.start + r.size)?.country;
  };
};

/**
 * Demo ranges for the sandbox and the simulator: the documentation blocks of RFC 5737 stand for
 * customers in three countries, so IP-country rules can be tried without a geo-IP database.
 */
export const DEMO_IP_RANGES: ReadonlyArray<readonly [string, string]> = [
  ['192.0.2.0/24', 'DE'],
  ['198.51.100.0/24', 'US'],
  ['203.0.113.0/24', 'GB'],
];
