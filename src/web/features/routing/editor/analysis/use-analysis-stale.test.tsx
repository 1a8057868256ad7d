// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '@domain/routing/analysis';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '@domain/routing/document';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation';
import { CONNECTORS } from '@fixtures/world';
import type { AnalysisJob } from './analysis-job';

// The worker, as the hook sees it: jobs submitted, answered when the test says.
const submitted: Array<{ job: AnalysisJob; deliver: (findings: Finding[]) => void }> = [];
vi.mock('./analysis-runner', () => ({
  createAnalysisRunner: () => ({ submit: (job: AnalysisJob, deliver: (findings: Finding[]) => void) => submitted.push({ job, deliver }), dispose: () => {} }),
}));
const { useAnalysis } = await import('./use-analysis');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  submitted.length = 0;
});

const names = connectorNameLookup(Object.values(CONNECTORS));
const documentRouting = (connector: string): SingleMethodDocument => ({ version: '1', default: { connector: CONNECTORS.alphaEur.guid }, tree: { id: 'MPR-1', route: { connector } } });
const finding = { code: 'dead-branch', nodeId: 'tree', path: 'tree', message: 'never taken' } as unknown as Finding;

describe('the analysis while the worker works on a newer draft', () => {
  it('hands back the last answer marked stale, one object however often the editor renders meanwhile', async () => {
    // Off the main thread, as in a browser (tests otherwise analyse on it).
    vi.stubGlobal('Worker', class {});
    vi.stubEnv('MODE', 'production');
    const first = documentRouting(CONNECTORS.alphaEur.guid);
    const { result, rerender } = renderHook(({ doc, tick }: { doc: SingleMethodDocument; tick: number }) => (void tick, useAnalysis(doc, REFERENCE_SETTINGS, names)), {
      initialProps: { doc: first, tick: 0 },
    });
    expect(submitted).toHaveLength(1);
    await act(async () => submitted[0]!.deliver([finding]));
    expect(result.current.stale).toBeUndefined();
    expect(result.current.findings).toEqual([finding]);

    // An edit: the worker has not answered for it yet, and the editor renders again meanwhile.
    const edited = documentRouting(CONNECTORS.betaEur.guid);
    rerender({ doc: edited, tick: 0 });
    const stale = result.current;
    expect(stale).toMatchObject({ stale: true, findings: [finding] });
    rerender({ doc: edited, tick: 1 });
    rerender({ doc: edited, tick: 2 });
    expect(result.current).toBe(stale);
    expect(submitted).toHaveLength(2);
  });
});
