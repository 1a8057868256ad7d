// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Page = () => <p>the page</p>;
const show = (Component: React.ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );

afterEach(cleanup);

describe('a preloadable lazy component', () => {
  it('renders in its first commit, without the fallback, once its code is loaded', async () => {
    const load = vi.fn(async () => Page);
    const lazyPage = preloadableLazy(load);
    await lazyPage.preload();
    show(lazyPage.Component);
    // Plain React.lazy would show the fallback here and reveal the page later (after its 300 ms throttle).
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends as React.lazy does while its code is on its way, fetched once', async () => {
    let arrive: (page: typeof Page) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));
    const lazyPage = preloadableLazy(load);
    void lazyPage.preload();
    show(lazyPage.Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive(Page));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetch: a failed fetch is neither reported nor left unhandled, and the first render fetches again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
      const lazyPage = preloadableLazy(load);
      lazyPage.prefetch();
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(unhandled).not.toHaveBeenCalled();
      show(lazyPage.Component);
      expect(await screen.findByText('the page')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('fetches again after a failed fetch', async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const lazyPage = preloadableLazy(load);
    await expect(lazyPage.preload()).rejects.toThrow('offline');
    await expect(lazyPage.preload()).resolves.toBe(Page);
    show(lazyPage.Component);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
