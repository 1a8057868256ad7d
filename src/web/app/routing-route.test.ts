import { afterEach, describe, expect, it, vi } from 'vitest';

// The routing page's module stands in for its real code: the test asks only whether it was loaded.
const loaded = vi.fn();
vi.mock('../features/routing/routing-page', () => {
  loaded();
  return { RoutingPage: () => null };
});

afterEach(() => {
  loaded.mockClear();
  vi.resetModules();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadRoutingPageAt', () => {
  it('starts loading the routing page code when the app opens on a routing page', async () => {
    const { preloadRoutingPageAt } = await import('./routing-route');
    preloadRoutingPageAt('/env/sandbox/connectors/CO-7f3a-4c21-9e05-b1d8-0901');
    await settle();
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on another page', async () => {
    const { preloadRoutingPageAt } = await import('./routing-route');
    for (const path of ['/', '/env/sandbox/connectors', '/env/sandbox/profiles', '/env/sandbox/connectors/CO-1/history/x']) preloadRoutingPageAt(path);
    await settle();
    expect(loaded).not.toHaveBeenCalled();
  });
});
