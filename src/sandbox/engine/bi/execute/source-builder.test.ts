import { describe, expect, it } from 'vitest';
import { compileSourceBuilder, type PathTree } from './source-builder';

// Leaves 0..3: currency, customer.billing_country, customer.ip_address, a key that needs escaping.
const paths = ['currency', 'customer.billing_country', 'customer.ip_address', 'odd"key\\'];
const tree: PathTree = [['currency', 0], ['customer', [['billing_country', 1], ['ip_address', 2]]], ['odd"key\\', 3]];
const convert = [(v: unknown) => v, (v: unknown) => v, (v: unknown) => `ip:${String(v)}`, Number];
// Values sit after two other items of the row (first = 2), in the order at[] says.
const at = [9, 9, 5, 4, 3, 2];
const row = (currency: unknown, billing: unknown, ip: unknown, odd: unknown) => [0, 0, odd, ip, billing, currency];

describe('compileSourceBuilder', () => {
  const build = compileSourceBuilder(tree, paths, convert, 2);

  it('writes the leaves that have values, converted, under their names and groups', () => {
    expect(build(row('EUR', 'AT', '10.0.0.1', '7'), at, [])).toStrictEqual({ currency: 'EUR', customer: { billing_country: 'AT', ip_address: 'ip:10.0.0.1' }, 'odd"key\\': 7 });
  });

  it('writes a leaf listed as null as null, leaves a missing one out, and a group with no member out', () => {
    expect(build(row(null, null, undefined, null), at, ['currency'])).toStrictEqual({ currency: null });
    expect(build(row(null, null, null, null), at, ['customer.ip_address'])).toStrictEqual({ customer: { ip_address: null } });
    expect(build(row(null, null, null, null), at, [])).toBeUndefined();
  });

  it('keeps the tree order of keys', () => {
    expect(Object.keys(build(row('EUR', 'AT', null, 1), at, [])!)).toEqual(['currency', 'customer', 'odd"key\\']);
  });
});
