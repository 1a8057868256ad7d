import { describe, expect, it } from 'vitest';
import { ruleIdGenerator } from './rule-id-generator';

describe('ruleIdGenerator', () => {
  it('builds ids in the seeded shape from the random bytes it is given', () => {
    const next = ruleIdGenerator((n) => Uint8Array.from({ length: n }, (_, i) => i + 1), []);
    expect(next()).toBe('MPR-0102-0304-0506-0708-090a');
  });

  it('skips ids that are taken or already handed out', () => {
    const streams = [[0xaa], [0xaa], [0xbb]].map((b) => new Uint8Array(10).fill(b[0]!));
    let call = 0;
    const next = ruleIdGenerator(() => streams[call++]!, ['MPR-bbbb-bbbb-bbbb-bbbb-bbbb']);
    expect(next()).toBe('MPR-aaaa-aaaa-aaaa-aaaa-aaaa');
    // The second draw repeats the first and the third is taken: the generator must keep drawing.
    streams.push(new Uint8Array(10).fill(0xcc));
    expect(next()).toBe('MPR-cccc-cccc-cccc-cccc-cccc');
  });
});
