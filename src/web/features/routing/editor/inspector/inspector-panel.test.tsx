// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getAt } from '@domain/routing/commands';
import type { Route } from '@domain/routing/document';
import { cardRouterDocument, unknownConstraintDocument } from '@fixtures/routing-documents';
import { CONNECTORS } from '@fixtures/world';
import { constraintsBody } from '@web/test/world-responses';
import { InspectorPanel } from './inspector-panel';
import { renderLiveEditor } from './live-editor-harness';
import { loadJsonSchemaChecks } from '../validation/json-schema-checks';

afterEach(cleanup);

const select = (store: ReturnType<typeof renderLiveEditor>['store'], path: string) => act(() => store.getState().select(path));

describe('InspectorPanel: condition form', () => {
  it('edits countries and the comparator as one undo step; undo restores the loaded params', async () => {
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, 'tree');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Austria' }));
    expect(doc().tree?.if?.params).toEqual({ comparator: 'in', countries: ['DE', 'CH'] });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search countries' }), 'fran');
    await userEvent.click(screen.getByRole('checkbox', { name: 'France (FR)' }));
    await userEvent.selectOptions(screen.getByLabelText('Comparator'), 'notin');
    expect(doc().tree?.if?.params).toEqual({ comparator: 'notin', countries: ['DE', 'CH', 'FR'] });

    act(() => store.getState().undo());
    expect(doc().tree?.if).toEqual(cardRouterDocument.tree?.if);
    expect(screen.getByRole('button', { name: 'Remove Austria' })).toBeInTheDocument();
  });

  it('shows a number field error from the schema and keeps the document in step', async () => {
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, 'tree/else/then');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'RiskScore');
    expect(doc().tree?.else?.then?.if).toMatchObject({ constraint: 'RiskScore', params: { comparator: '>', riskScore: 50 } });
    const score = screen.getByLabelText('Risk score');
    await userEvent.clear(score);
    await userEvent.type(score, '2.5');
    expect(doc().tree?.else?.then?.if?.params).toEqual({ comparator: '>', riskScore: 2.5 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a whole number.');
  });
});

describe('InspectorPanel: route editor', () => {
  const leaf = 'tree/then/then/else';
  const route = (doc: unknown) => getAt(doc, `${leaf}/route`) as Route;

  it('offers only eligible connectors by name', () => {
    const { store } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, leaf);
    const options = within(screen.getByLabelText('Route to')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain(CONNECTORS.betaEur.name);
    for (const c of [CONNECTORS.legacyEur, CONNECTORS.oldUsd, CONNECTORS.cardRouter, CONNECTORS.checkout]) expect(options).not.toContain(c.name);
  });

  it('reorders onFail with the keyboard buttons and by drag, adds and removes entries', async () => {
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />);
    select(store, leaf);
    await userEvent.click(screen.getByRole('button', { name: `Move ${CONNECTORS.gammaChf.name} up` }));
    expect(route(doc()).onFail).toEqual([{ connector: CONNECTORS.gammaChf.guid }, { connector: CONNECTORS.betaEur.guid }]);

    const items = screen.getAllByTestId('onfail-item');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; }, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[1]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    expect(route(doc()).onFail).toEqual([{ connector: CONNECTORS.betaEur.guid }, { connector: CONNECTORS.gammaChf.guid }]);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${CONNECTORS.betaEur.name} from failover` }));
    expect(route(doc()).onFail).toEqual([{ connector: CONNECTORS.gammaChf.guid }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add failover connector' }));
    expect(route(doc()).onFail).toHaveLength(2);
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    expect(route(doc())).toEqual(cardRouterDocument.tree?.then?.then?.else?.route);
  });
});

describe('InspectorPanel: a constraint the studio does not know', () => {
  const walletSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { comparator: { enum: ['in', 'notin'] }, wallets: { type: 'array', items: { type: 'string' }, minItems: 1 }, weight: { type: 'number' } },
    required: ['comparator', 'wallets'],
    additionalProperties: false,
  };
  const constraints = [...constraintsBody.constraints, { identifier: 'CreditcardWalletType', name: 'Wallet type', paramsSchema: walletSchema }];

  it('edits params as JSON validated by AJV against the gateway schema', async () => {
    await loadJsonSchemaChecks(constraints); // as the page's catalogue query does when it arrives
    const { store, doc } = renderLiveEditor((env) => <InspectorPanel env={env} />, { document: unknownConstraintDocument, constraints });
    select(store, 'tree');
    const box = screen.getByLabelText('Params (JSON)');
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toEqual(unknownConstraintDocument.tree?.if?.params);

    fireEvent.change(box, { target: { value: '{"comparator": "in", "wallets": 5}' } });
    expect(screen.getByRole('alert')).toHaveTextContent('params.wallets must be array');
    fireEvent.change(box, { target: { value: '{"comparator": "in",' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Not valid JSON');
    fireEvent.change(box, { target: { value: '{"comparator": "notin", "wallets": ["applepay"]}' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(doc().tree?.if).toEqual({ constraint: 'CreditcardWalletType', params: { comparator: 'notin', wallets: ['applepay'] } });
  });
});
