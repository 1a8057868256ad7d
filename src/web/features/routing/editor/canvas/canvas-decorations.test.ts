import { describe, expect, it } from 'vitest';
import type { SingleMethodDocument } from '@domain/routing/document';
import { singleMethodGraph } from '@domain/routing/graph/document-to-graph';
import { CONNECTORS as C } from '@fixtures/world';
import { setAt } from '@domain/routing/commands';
import { splitsOnDraft, trafficOnDraft } from '../state/readings-on-draft';
import { createRecentMarks, draftDecorations, recentDraftDecorations, withObservations } from './canvas-decorations';

const splitDocument: SingleMethodDocument = {
  version: '1',
  default: { connector: C.alphaEur.guid },
  tree: {
    if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 30 } },
    then: { route: { connector: C.alphaEur.guid } },
    else: { if: { constraint: 'Currency', params: { currencies: ['EUR'] } }, then: { route: { connector: C.alphaEur.guid } } },
  },
};
const graph = singleMethodGraph(splitDocument);
const drift = (path: string) => ({ path, percentTrue: 30, then: 60, else: 40, ambiguous: 0, observedPercent: 60, pValue: 0.0001, verdict: 'drift' as const });

describe('the canvas decorations', () => {
  // Undo: the issues and findings of the document before the edit come back as the same objects.
  it('are the same map again for the issues and findings of a moment before, made anew for others', () => {
    const recent = createRecentMarks();
    const before = { issuesByNode: new Map([['tree', [{ message: 'A problem' }]]]), findingsByNode: new Map([['tree/then', [{ message: 'Never reached' }]]]), serverError: null, highlight: null };
    const after = { ...before, issuesByNode: new Map() };
    const first = recentDraftDecorations(recent, before);
    const edited = recentDraftDecorations(recent, after);
    expect(edited).not.toBe(first);
    expect(Object.fromEntries(edited)).toEqual({ 'tree/then': { warnings: ['Never reached'] } });
    expect(recentDraftDecorations(recent, { ...before })).toBe(first);
    expect(recentDraftDecorations(recent, { ...before, findingsByNode: new Map() })).not.toBe(first);
  });

  it('marks each node with its problems, warnings, the gateway’s rejection and a simulation’s path', () => {
    const marks = draftDecorations({
      issuesByNode: new Map([
        ['', [{ message: 'document-level, not on a node' }]],
        ['tree/then', [{ message: 'Connector is disabled' }]],
      ]),
      findingsByNode: new Map([['tree/then', [{ message: 'Never reached' }]]]),
      serverError: { code: 422, message: 'Rejected', path: null, nodeId: 'tree', field: null },
      highlight: { visited: new Set(['tree', 'tree/else']), end: null, edgeProbabilities: new Map() },
    });
    expect(Object.fromEntries(marks)).toEqual({
      'tree/then': { issues: ['Connector is disabled'], warnings: ['Never reached'] },
      tree: { serverError: 'Rejected', onPath: true },
      'tree/else': { onPath: true },
    });
  });

  // The draft's marks do not depend on the drawing, so an edit that leaves issues and findings as
  // they were must not make them new: the message lines' set and the layout would be redone for it.
  it('are the draft’s very marks while no insight is painted, whatever the drawing', () => {
    const marks = draftDecorations({ issuesByNode: new Map(), findingsByNode: undefined, serverError: null, highlight: null });
    expect(withObservations(marks, graph, null, null)).toBe(marks);
    expect(withObservations(marks, singleMethodGraph({ ...splitDocument, tree: null }), null, null)).toBe(marks);
  });

  it('add the observed split to a load balancer only, and traffic to every node, without touching the draft’s marks', () => {
    const marks = draftDecorations({ issuesByNode: new Map([['tree', [{ message: 'Problem' }]]]), findingsByNode: undefined, serverError: null, highlight: null });
    const splits = splitsOnDraft({ revision: 'r1', document: splitDocument, byPath: new Map([['tree', drift('tree')], ['tree/else', drift('tree/else')]]) }, splitDocument);
    const observed = withObservations(marks, graph, splits, trafficOnDraft({ explained: 10, byPath: new Map([['tree', 10], ['tree/then', 6]]), document: splitDocument }, splitDocument));
    expect(observed.get('tree')).toMatchObject({ issues: ['Problem'], observedSplit: { drift: true }, traffic: { count: 10, share: 1 } });
    // `tree/else` is a currency condition: a split reading there is of a node the draft replaced.
    expect(observed.get('tree/else')).toEqual({ traffic: { count: 0, share: 0 } });
    expect(observed.get('tree/then')).toEqual({ traffic: { count: 6, share: 0.6 } });
    expect([...observed.keys()].sort()).toEqual(graph.nodes.map((n) => n.id).sort());
    expect(Object.fromEntries(marks)).toEqual({ tree: { issues: ['Problem'] } });
  });

  // Issue 41.5: a reading of the split at 30 % is not the reading of the split the draft set to 90 %,
  // nor is the traffic that passed it, or the branches below it.
  it('leave the nodes the draft changed without a reading: no split verdict, no traffic, on them and below', () => {
    const draft = setAt(splitDocument, 'tree/if/params/percentTrue', 90);
    const marks = draftDecorations({ issuesByNode: new Map(), findingsByNode: undefined, serverError: null, highlight: null });
    const splits = splitsOnDraft({ revision: 'r1', document: splitDocument, byPath: new Map([['tree', drift('tree')]]) }, draft);
    const traffic = trafficOnDraft({ explained: 10, byPath: new Map([['tree', 10], ['tree/then', 6], ['tree/else', 4]]), document: splitDocument }, draft);
    const observed = withObservations(marks, singleMethodGraph(draft), splits, traffic);
    expect(observed.get('tree')).toBeUndefined();
    expect(observed.get('tree/then')).toBeUndefined();
    expect(traffic.branch('tree', 'then')).toBeNull();
    // An edit elsewhere keeps them: the route below the split changed, the split's reading stays.
    const routeChanged = setAt(splitDocument, 'tree/then/route/connector', C.betaEur.guid);
    const kept = withObservations(marks, singleMethodGraph(routeChanged), splitsOnDraft({ revision: 'r1', document: splitDocument, byPath: new Map([['tree', drift('tree')]]) }, routeChanged), trafficOnDraft({ explained: 10, byPath: new Map([['tree', 10], ['tree/then', 6], ['tree/else', 4]]), document: splitDocument }, routeChanged));
    expect(kept.get('tree')).toMatchObject({ observedSplit: { drift: true }, traffic: { count: 10, share: 1 } });
    expect(kept.get('tree/then')).toBeUndefined();
    expect(kept.get('tree/else')).toEqual({ traffic: { count: 4, share: 0.4 } });
  });
});
