// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '@domain/routing/analysis';
import { connectorNameLookup } from '@domain/routing/describe/connector-names';
import type { SingleMethodDocument } from '@domain/routing/document';
import { REFERENCE_SETTINGS } from '@domain/routing/evaluation';
import { CONNECTORS } from '@fixtures/world';
import { stubAnimationFrames } from '@web/test/animation-frames';
import type { AnalysisJob } from './analysis-job';
import type { Analysis } from './use-analysis';

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

  it('shows the findings of a draft it analysed a moment before again, the same object, without sending a job (undo)', async () => {
    vi.stubGlobal('Worker', class {});
    vi.stubEnv('MODE', 'production');
    const first = documentRouting(CONNECTORS.alphaEur.guid);
    const renders: Analysis[] = [];
    const { result, rerender } = renderHook(({ doc }: { doc: SingleMethodDocument }) => {
      const analysis = useAnalysis(doc, REFERENCE_SETTINGS, names);
      renders.push(analysis);
      return analysis;
    }, { initialProps: { doc: first } });
    await act(async () => submitted[0]!.deliver([finding]));
    const answered = result.current;

    const edited = documentRouting(CONNECTORS.betaEur.guid);
    rerender({ doc: edited });
    await act(async () => submitted[1]!.deliver([]));
    expect(result.current.findings).toEqual([]);

    // Undo: the very document of the first answer. Its own render still shows the last answer stale
    // (what is on screen, now marked stale), until the frame showing the undo is painted; the known
    // answer follows then, in a transition.
    const { frame } = stubAnimationFrames();
    renders.length = 0;
    rerender({ doc: first });
    expect(renders[0]).toMatchObject({ stale: true, findings: [] });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toMatchObject({ stale: true, findings: [] });
    await frame();
    expect(result.current).toBe(answered);
    expect(submitted).toHaveLength(2);

    // The next edit shows that answer stale while the worker works (not the edited draft's).
    rerender({ doc: documentRouting(CONNECTORS.betaEur.guid) });
    expect(result.current).toMatchObject({ stale: true, findings: [finding] });
    expect(submitted).toHaveLength(3);

    // An equal document that is another object is another draft: analysed, not looked up.
    rerender({ doc: documentRouting(CONNECTORS.alphaEur.guid) });
    expect(submitted).toHaveLength(4);
  });

  it('an undo before the worker answered the edit keeps the known answer: the late answer to the edit is kept, not shown', async () => {
    vi.stubGlobal('Worker', class {});
    vi.stubEnv('MODE', 'production');
    const first = documentRouting(CONNECTORS.alphaEur.guid);
    const { result, rerender } = renderHook(({ doc }: { doc: SingleMethodDocument }) => useAnalysis(doc, REFERENCE_SETTINGS, names), { initialProps: { doc: first } });
    await act(async () => submitted[0]!.deliver([finding]));
    const answered = result.current;

    const { frame } = stubAnimationFrames();
    const edited = documentRouting(CONNECTORS.betaEur.guid);
    rerender({ doc: edited });
    rerender({ doc: first });
    await frame();
    expect(result.current).toBe(answered);
    // The edit's answer arrives after the undo (the runner delivers it: no later job was sent).
    await act(async () => submitted[1]!.deliver([]));
    expect(result.current).toBe(answered);
    // Redo: that answer is known now.
    rerender({ doc: edited });
    await frame();
    expect(result.current.findings).toEqual([]);
    expect(result.current.stale).toBeUndefined();
    expect(submitted).toHaveLength(2);
  });
});
