// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardRouterDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { DocumentSettings } from './document-settings';

afterEach(cleanup);

describe('DocumentSettings', () => {
  it('removes all rules only after confirming in a keyboard-usable dialog', async () => {
    const { store, doc } = renderLiveEditor((env) => <DocumentSettings env={env} />);
    expect(screen.getByTestId('rule-count')).toHaveTextContent('18 rules');

    await userEvent.click(screen.getByRole('button', { name: 'Remove all rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove all rules?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(doc().tree).toEqual(cardRouterDocument.tree);

    await userEvent.click(screen.getByRole('button', { name: 'Remove all rules' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove all rules' }));
    expect(doc().tree).toBeNull();
    expect(screen.getByTestId('rule-count')).toHaveTextContent('0 rules');
    act(() => store.getState().undo());
    expect(doc().tree).toEqual(cardRouterDocument.tree);
  });

  it('sets the default connector from eligible connectors (or none) and rerouteRecurring', async () => {
    const { doc } = renderLiveEditor((env) => <DocumentSettings env={env} />);
    const picker = screen.getByLabelText('Default connector');
    const options = within(picker).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('None');
    expect(options).not.toContain(CONNECTORS.legacyEur.name);
    await userEvent.selectOptions(picker, CONNECTORS.gammaChf.guid);
    expect(doc().default).toEqual({ connector: CONNECTORS.gammaChf.guid });
    await userEvent.selectOptions(picker, '');
    expect(doc().default).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Reroute recurring/ }));
    expect(doc().rerouteRecurring).toBe(true);
  });
});
