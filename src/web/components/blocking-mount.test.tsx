// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockingMount } from './blocking-mount';

afterEach(cleanup);

describe('BlockingMount', () => {
  it('commits the fallback, then mounts the children in a render of their own before anything paints', async () => {
    const commits: string[] = [];
    const Marker = ({ name }: { name: string }) => {
      useLayoutEffect(() => void commits.push(name), [name]);
      return <p>{name}</p>;
    };
    // Mounted in a transition, as a lazy page revealed in the background would be.
    await act(async () =>
      startTransition(() => {
        render(
          <BlockingMount fallback={<Marker name="fallback" />}>
            <Marker name="editor" />
          </BlockingMount>,
        );
      }),
    );
    expect(commits).toEqual(['fallback', 'editor']);
    expect(screen.getByText('editor')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('mounts anew under a new key (another connector)', async () => {
    const { rerender } = render(
      <BlockingMount key="a" fallback={<p>loading</p>}>
        <p>editor a</p>
      </BlockingMount>,
    );
    expect(screen.getByText('editor a')).toBeInTheDocument();
    await act(async () =>
      rerender(
        <BlockingMount key="b" fallback={<p>loading</p>}>
          <p>editor b</p>
        </BlockingMount>,
      ),
    );
    expect(screen.getByText('editor b')).toBeInTheDocument();
  });
});
