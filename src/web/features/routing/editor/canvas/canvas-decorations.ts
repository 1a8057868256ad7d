import type { RuleGraph } from '@domain/routing/graph/graph-types';
import { createRecentResults, recall, type RecentResults } from '@domain/routing/recent-results';
import type { NodeDecoration } from '@web/components/rule-graph/flow-types';
import { observedSplitWords } from '../insights/split-words';
import type { SplitDrift } from '@domain/insights/observed-routing';
import type { ServerError, SimulationHighlight } from '../state/editor-store';
import type { TrafficOnDraft } from '../state/readings-on-draft';

/** An issue or the gateway's rejection as the canvas is handed it. */
type Said = { message: string; code?: number; path?: string | null };

/** What the canvas writes on nodes about the draft: its problems, warnings, the gateway's rejection, a simulation's path. */
export interface DraftMarks {
  issuesByNode: ReadonlyMap<string, readonly Said[]>;
  findingsByNode: ReadonlyMap<string, readonly { message: string }[]> | undefined;
  serverError: ServerError | null;
  highlight: SimulationHighlight | null;
  /**
   * An issue in people's words (issue-words.ts); its message as checked when not given. Not compared
   * by sameMarks: an issue object is made again when its rule changes (validation's cache), so the
   * same issues have the same words.
   */
  words?: (issue: Said) => string;
}

/**
 * The draft's marks by node id. None of them is read from the drawing, so an edit that changes
 * neither the issues nor the findings keeps this very map: the node components, the message lines'
 * set (useMessageIds) and the layout that makes room for them are not gone over again for it.
 */
export const draftDecorations = ({ issuesByNode, findingsByNode, serverError, highlight, words }: DraftMarks): Map<string, NodeDecoration> => {
  const map = new Map<string, NodeDecoration>();
  const say = (issue: Said) => (words ? words(issue) : issue.message);
  for (const [nodeId, issues] of issuesByNode) if (nodeId && issues.length) map.set(nodeId, { issues: issues.map(say) });
  for (const [nodeId, findings] of findingsByNode ?? []) map.set(nodeId, { ...map.get(nodeId), warnings: findings.map((f) => f.message) });
  if (serverError?.nodeId) map.set(serverError.nodeId, { ...map.get(serverError.nodeId), serverError: say(serverError) });
  for (const path of highlight?.visited ?? []) map.set(path, { ...map.get(path), onPath: true });
  return map;
};

export type RecentMarks = RecentResults<DraftMarks, Map<string, NodeDecoration>>;
export const createRecentMarks = (): RecentMarks => createRecentResults();

const sameMarks = (a: DraftMarks, b: DraftMarks) =>
  a.issuesByNode === b.issuesByNode && a.findingsByNode === b.findingsByNode && a.serverError === b.serverError && a.highlight === b.highlight;

/**
 * The draft's marks, found again when asked for the same issues and findings as a moment before:
 * undo hands back the document before an edit, and its issues and its analysis answer are then the
 * same objects as they were (useValidation, useAnalysis), so the marks are the same map too, and
 * nothing drawn from them (message lines, the layout, the window's decorated nodes) is made again.
 */
export const recentDraftDecorations = (recent: RecentMarks, marks: DraftMarks): Map<string, NodeDecoration> =>
  recall(recent, marks, sameMarks, () => draftDecorations(marks));

/**
 * The insights' readings over the draft's marks, as the draft may show them (readings-on-draft.ts):
 * a node the draft changed keeps no reading, so they follow every edit; traffic marks every other
 * node, so a branch nobody reached shows as dead. Without them the draft's marks are returned as they are.
 */
export const withObservations = (
  marks: ReadonlyMap<string, NodeDecoration>,
  graph: RuleGraph,
  observedSplits: ReadonlyMap<string, SplitDrift> | null,
  observedTraffic: TrafficOnDraft | null,
): ReadonlyMap<string, NodeDecoration> => {
  if (!observedSplits && !observedTraffic) return marks;
  const map = new Map(marks);
  for (const [path, split] of observedSplits ?? []) {
    const node = graph.nodes.find((n) => n.id === path);
    if (node?.kind === 'condition' && node.constraint === 'RandomLoadBalancer') map.set(path, { ...map.get(path), observedSplit: observedSplitWords(split) });
  }
  if (observedTraffic)
    for (const node of graph.nodes) {
      const traffic = observedTraffic.at(node.id);
      if (traffic) map.set(node.id, { ...map.get(node.id), traffic });
    }
  return map;
};
