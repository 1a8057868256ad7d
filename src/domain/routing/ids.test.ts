import { describe, expect, it } from 'vitest';
import { ConnectorGuid, RuleId, connectorGuid, formatPrefixedId, isConnectorGuid, isRuleId } from './ids';

describe('ids', () => {
  it('formats 16 bytes as prefix plus five hex groups, 32 characters for MPR', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const id = formatPrefixedId('MPR', bytes);
    expect(id).toBe('MPR-001122-334455-667788-99aabb-ccddee');
    expect(id).toMatch(/^MPR-[0-9a-f]{6}(-[0-9a-f]{6}){4}$/);
    expect(isRuleId(id)).toBe(true);
  });

  it('uses the prefix it is given and the number of groups asked for', () => {
    const bytes = Uint8Array.from([0xde, 0xad, 0xbe, 0xef]);
    expect(formatPrefixedId('CO', bytes, 2)).toBe('CO-dead-beef');
    expect(formatPrefixedId('CP', bytes, 4)).toBe('CP-de-ad-be-ef');
    expect(ConnectorGuid.safeParse(formatPrefixedId('CO', bytes, 2)).success).toBe(true);
  });

  it('treats ids as opaque: only the prefix is checked', () => {
    expect(isRuleId('MPR-0a1b-2c3d-4e5f-6071-0001')).toBe(true);
    expect(isRuleId('MPR-x')).toBe(true);
    expect(isRuleId('CO-7f3a-4c21')).toBe(false);
    expect(isRuleId('mpr-0a1b')).toBe(false);
    expect(isRuleId(null)).toBe(false);
    expect(RuleId.safeParse('MPR-').success).toBe(false);
    expect(ConnectorGuid.safeParse('CO-7f3a-4c21-9e05-b1d8-0101').success).toBe(true);
    expect(ConnectorGuid.safeParse('MPR-7f3a').success).toBe(false);
    // The one connector GUID rule everywhere (path params, config, profiles, golden cases, conditions, counters): the prefix only.
    expect(isConnectorGuid('CO-any_thing.at all')).toBe(true);
    expect(isConnectorGuid('co-7f3a')).toBe(false);
    expect(ConnectorGuid.safeParse('X-1').error?.issues[0]?.message).toBe('a connector GUID starts with CO-');
    expect(connectorGuid('a connector GUID').safeParse('X-1').error?.issues[0]?.message).toBe('a connector GUID');
  });
});
