import { useMemo } from 'react';
import type { SplitDrift } from '@domain/insights/observed-routing';
import { unchangedWays } from '@domain/routing/unchanged-ways';
import type { AnyDocument } from '@domain/routing/tree-walk';
import { useEditor } from './editor-context';
import { currentDocument, type ObservedSplits, type ObservedTraffic } from './editor-store';

/** What the window's traffic says of one node: its payments and their share of all explained ones. */
export interface NodeTraffic {
  count: number;
  share: number;
}

/**
 * The insights' readings as the draft may show them (issue 41.5): on a node payments reach the same
 * way as on the document they were read on, and that says the same (unchangedWays); on a node the
 * draft changed, `at` answers null: no number, never the replaced rule's.
 */
export interface TrafficOnDraft {
  explained: number;
  at(path: string): NodeTraffic | null;
  /** The share of payments down one branch of a node, or null when the node changed (its branches' payments are not the read ones). */
  branch(source: string, branch: 'then' | 'else'): number | null;
}

export const trafficOnDraft = (traffic: ObservedTraffic, draft: AnyDocument): TrafficOnDraft => {
  const same = traffic.document === draft ? null : unchangedWays(traffic.document, draft);
  const share = (count: number) => (traffic.explained ? count / traffic.explained : 0);
  return {
    explained: traffic.explained,
    at: (path) => {
      if (same && !same.has(path)) return null;
      const count = traffic.byPath.get(path) ?? 0;
      return { count, share: share(count) };
    },
    branch: (source, branch) => (same && !same.has(source) ? null : share(traffic.byPath.get(`${source}/${branch}`) ?? 0)),
  };
};

/** The split readings whose split the draft left as it was read (a share changed, a split moved or replaced: no reading). */
export const splitsOnDraft = (splits: ObservedSplits, draft: AnyDocument): ReadonlyMap<string, SplitDrift> => {
  if (splits.document === draft) return splits.byPath;
  const same = unchangedWays(splits.document, draft);
  return new Map([...splits.byPath].filter(([path]) => same.has(path)));
};

/** The painted traffic against the draft as it is now, or null when none is painted. */
export const useTrafficOnDraft = (): TrafficOnDraft | null => {
  const traffic = useEditor((s) => s.observedTraffic);
  const draft = useEditor(currentDocument);
  return useMemo(() => (traffic ? trafficOnDraft(traffic, draft) : null), [traffic, draft]);
};

/** The split readings against the draft as it is now, or null without any. */
export const useSplitsOnDraft = (): ReadonlyMap<string, SplitDrift> | null => {
  const splits = useEditor((s) => s.observedSplits);
  const draft = useEditor(currentDocument);
  return useMemo(() => (splits ? splitsOnDraft(splits, draft) : null), [splits, draft]);
};
