import { describe, expect, it } from 'vitest';
import { withoutInternals } from './change-request-views';

describe('a job error as a non-administrator reads it (issue 44.7)', () => {
  it('says what happened without the gateway’s internal address', () => {
    expect(withoutInternals('Gateway at http://10.0.0.7:8181/api/provisioning/setConnectorRouting/CO-1 is not reachable: connect ECONNREFUSED 10.0.0.7:8181')).toBe(
      'The gateway is not reachable: connect ECONNREFUSED (internal address)',
    );
    expect(withoutInternals('Gateway at https://gw.internal.example/api/provisioning/x answered HTTP 502 with an unexpected body: <html>')).toBe('The gateway answered HTTP 502 with an unexpected body: <html>');
    expect(withoutInternals('connect ECONNREFUSED [::1]:8181 via http://gw:8181/api')).toBe('connect ECONNREFUSED (internal address) via (internal address)');
    expect(withoutInternals('The gateway refused the save (1013).')).toBe('The gateway refused the save (1013).');
  });
});
