import { describe, expect, it } from 'vitest';
import { apiPaths } from './bff-api';
import { bffPath } from './bff-paths';

describe('a BFF path', () => {
  it('keeps the pattern the BFF registers and fills it for the SPA, each value percent-encoded', () => {
    expect(apiPaths.routing.pattern).toBe('/api/env/:env/connectors/:guid/routing');
    expect(apiPaths.routing('a b', 'CO-1/2')).toBe('/api/env/a%20b/connectors/CO-1%2F2/routing');
    expect(apiPaths.resolveSave('sandbox', 'CO-1', 42)).toBe('/api/env/sandbox/connectors/CO-1/routing/attempts/42/resolve');
    expect(bffPath('/api/users/:id')(7)).toBe('/api/users/7');
  });
});
