// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePaths } from '@contracts/bff-change-requests';
import { CONNECTORS } from '@fixtures/world';
import { mockFetch } from '@web/test/render-app';
import { editorEnv, renderInEditor, ROUTER } from './editor-test-kit';
import { SaveBar } from './save-bar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const edit = { type: 'setRoute', path: 'tree/then/then/then', route: { connector: CONNECTORS.gammaChf.guid } } as const;

describe('request approval from the review step (issue 14)', () => {
  it('where approval is required, the review step sends a change request with the base revision, the draft and the note', async () => {
    const bodies: Array<{ baseRevision: string; draft: unknown; note: string }> = [];
    mockFetch({ [changePaths.create('sandbox', ROUTER)]: (_url, init) => (bodies.push(JSON.parse(String(init!.body))), { status: 409, body: { error: { code: 'X', message: 'stop here' } } }) });
    const { store } = renderInEditor(<SaveBar env={editorEnv()} />, undefined, { approvalRequired: true });
    store.getState().dispatch(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Request approval…' }));
    const dialog = screen.getByRole('dialog', { name: 'Review changes and request approval' });
    expect(within(dialog).queryByRole('button', { name: 'Confirm and save' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Gamma for the Swiss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request approval' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ baseRevision: 'rev-1', note: 'Gamma for the Swiss', draft: expect.objectContaining({ tree: expect.any(Object) }) });
    await screen.findByText(/stop here/);
  });

  it('elsewhere offers it beside the save', async () => {
    const { store } = renderInEditor(<SaveBar env={editorEnv()} />);
    store.getState().dispatch(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Save…' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Request approval instead' })).toBeEnabled();
  });
});
