import { ReferenceError } from './errors';

/**
 * IP addresses as 128-bit numbers (IPv4 as IPv4-mapped IPv6, as Lucene's InetAddressPoint stores
 * them), so `10.0.0.0/8` and `2001:db8::/32` are both prefix tests on one number line.
 */
const V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const parseV4 = (text: string): bigint | undefined => {
  const m = V4.exec(text);
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return undefined;
  return parts.reduce((acc, p) => (acc << 8n) | BigInt(p), 0n);
};

const parseV6 = (text: string): bigint | undefined => {
  let head = text;
  let tail4: bigint | undefined;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    tail4 = parseV4(text.slice(lastColon + 1));
    if (tail4 === undefined) return undefined;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - left.length - right.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return undefined;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  if (all.length !== 8 || all.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  let value = all.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
  if (tail4 !== undefined) value = (value & ~0xffffffffn) | tail4;
  return value;
};

export const parseIp = (text: string): bigint | undefined => {
  const v4 = parseV4(text);
  if (v4 !== undefined) return 0xffff00000000n | v4;
  return text.includes(':') ? parseV6(text) : undefined;
};

/** A term on an ip field: one address, or `address/prefix` (CIDR) as the inclusive range it covers. */
export const ipTermRange = (value: unknown): [bigint, bigint] => {
  const text = String(value);
  const [address, prefix] = text.split('/') as [string, string | undefined];
  const ip = parseIp(address);
  if (ip === undefined) throw new ReferenceError('illegal_argument_exception', `'${text}' is not an IP string literal.`);
  if (prefix === undefined) return [ip, ip];
  const bits = Number(prefix) + (V4.test(address) ? 96 : 0);
  if (!/^\d+$/.test(prefix) || bits > 128) throw new ReferenceError('illegal_argument_exception', `invalid CIDR prefix in [${text}]`);
  const hostMask = (1n << BigInt(128 - bits)) - 1n;
  return [ip & ~hostMask, ip | hostMask];
};
