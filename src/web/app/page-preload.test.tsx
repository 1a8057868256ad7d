// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, polyfillLayoutApis, renderApp } from '../test/render-app';
import { routingPageResponses } from '../test/world-responses';

// Two pages' code stands in for the real pages: the test asks when it was fetched and whether a page opened at once.
const fetched = vi.hoisted(() => ({ profiles: 0, users: 0 }));
vi.mock('../features/profiles/profiles-page', () => {
  fetched.profiles += 1;
  return { ProfilesPage: () => <p>the profiles page</p> };
});
vi.mock('../features/admin-users/users-page', () => {
  fetched.users += 1;
  return { UsersPage: () => <p>the users page</p> };
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the main menu', () => {
  it('fetches a page when the pointer reaches its link or the keyboard focuses it, so it opens without "Loading…"', async () => {
    mockFetch(routingPageResponses());
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    const profiles = await screen.findByRole('link', { name: 'Profiles' });
    await settle();
    expect(fetched).toEqual({ profiles: 0, users: 0 });

    fireEvent.pointerEnter(profiles);
    await settle();
    expect(fetched.profiles).toBe(1);
    await userEvent.click(profiles);
    // In the same render as the click: no fallback (nor React's 300 ms hold after one).
    expect(screen.getByText('the profiles page')).toBeInTheDocument();
    expect(menu.ownerDocument.querySelector('.loading-state')).toBeNull();

    act(() => screen.getByRole('link', { name: 'Users' }).focus());
    await settle();
    expect(fetched.users).toBe(1);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('the users page')).toBeInTheDocument();
    expect(fetched).toEqual({ profiles: 1, users: 1 });
  });
});

describe('a page opened by its address', () => {
  it('has its code fetched as the app starts, only that page', async () => {
    // A page the test above has not loaded, standing in too.
    let audits = 0;
    vi.doMock('../features/audit-log/audit-page', () => {
      audits += 1;
      return { AuditPage: () => null };
    });
    vi.resetModules();
    const { preloadPageAt } = await import('./lazy-pages');
    for (const path of ['/', '/env/sandbox/connectors/CO-1', '/admin/audit/extra', '/admin']) preloadPageAt(path);
    await settle();
    expect(audits).toBe(0);
    preloadPageAt('/admin/audit');
    await settle();
    expect(audits).toBe(1);
  });
});
