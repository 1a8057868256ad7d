// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy, useLoaded, type PreloadableLazy } from './preloadable-lazy';

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

/** A page shown by useLoaded: its own placeholder while the code loads, Suspense only after a failed fetch. */
const Loaded = ({ page }: { page: PreloadableLazy<object> }) => {
  const { Component, failed } = useLoaded(page);
  if (Component) return <Component />;
  if (!failed) return <p>loading</p>;
  return (
    <Suspense fallback={<p>loading again</p>}>
      <page.Component />
    </Suspense>
  );
};

/** A load that waits until `arrive` is called. */
const pendingLoad = () => {
  let arrive: (page: typeof Page) => void = () => undefined;
  const load = vi.fn(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));
  return { load, arrive: (page: typeof Page) => arrive(page) };
};

describe('useLoaded', () => {
  it('shows its own placeholder while the code loads, never suspending (so React’s reveal throttle never applies), then the page', async () => {
    const { load, arrive } = pendingLoad();
    // A boundary above: were the page to suspend, it would commit this fallback and throttle the reveal.
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Loaded page={preloadableLazy(load)} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive(Page));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('suspended')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no update pending once unmounted before the code arrives', async () => {
    const { load, arrive } = pendingLoad();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { unmount } = render(<Loaded page={preloadableLazy(load)} />);
      unmount();
      await act(async () => arrive(Page));
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('renders the page in its first commit when the code is already here', async () => {
    const load = vi.fn(async () => Page);
    const lazyPage = preloadableLazy(load);
    await lazyPage.preload();
    render(<Loaded page={lazyPage} />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed fetch, falls back to Suspense, which fetches again', async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    render(<Loaded page={preloadableLazy(load)} />);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
