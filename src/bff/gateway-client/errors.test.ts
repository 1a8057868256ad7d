import { describe, expect, it } from 'vitest';
import { GatewayOutcomeUnknownError, GatewayProtocolError, GatewayUnavailableError, redactedUrl } from './errors';

/** Issue 44: warnings printed gateway URLs with the connector's API key in the path. */
const URL = 'http://gateway.internal:8181/api/v3/transaction/card-router-api-key/debit';

describe('gateway errors never write the API key down', () => {
  it('redacts the transaction API key segment and keeps the rest of the URL', () => {
    expect(redactedUrl(URL)).toBe('http://gateway.internal:8181/api/v3/transaction/[API key]/debit');
    expect(redactedUrl('http://gateway.internal:8181/Provisioning/connectors')).toBe('http://gateway.internal:8181/Provisioning/connectors');
  });

  it('in every message a log line or a stored job error is made of', () => {
    const cause = new Error('This operation was aborted');
    for (const error of [new GatewayUnavailableError(URL, cause), new GatewayOutcomeUnknownError(URL, cause), new GatewayProtocolError(URL, 500, 'not JSON')]) {
      expect(error.message).not.toContain('card-router-api-key');
      expect(error.message).toContain('/transaction/[API key]/debit');
      // The code still has the real address; a logger serialising the error's own properties does not see it.
      expect(error.url).toBe(URL);
      expect(JSON.stringify({ ...error, message: error.message })).not.toContain('card-router-api-key');
    }
  });
});
