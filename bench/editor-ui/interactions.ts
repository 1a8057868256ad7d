import type { Page } from '@playwright/test';
import { armKeyTiming, keyTimingMs, type Expectation } from './page-timing';

/** One measured interaction: focus where the key goes, the key, and what the DOM must show afterwards. */
export interface Step {
  label: string;
  focus: string;
  key: string;
  expect: Expectation;
}

const row = (path: string) => `[role="treeitem"][data-path="${path}"]`;
const canvasNode = (path: string) => `.react-flow__node[data-id="${path}"]`;

/**
 * The interaction cycle on a loaded 5,000-node editor, keyboard only, each step undoing the one
 * before so the cycle can repeat: select a leaf and its parent from the outline, fold and unfold the
 * root from the outline, delete the leaf on the canvas and undo it.
 */
export const cycle = (leaf: string, parent: string, sizeOf: { ruleNodesAfterFold: number }): Step[] => [
  { label: 'select (outline Enter → canvas node selected)', focus: row(leaf), key: 'Enter', expect: { kind: 'selected', path: leaf } },
  { label: 'select (outline Enter → canvas node selected)', focus: row(parent), key: 'Enter', expect: { kind: 'selected', path: parent } },
  { label: 'fold the root (outline ArrowLeft → canvas shows 1 rule)', focus: row('tree'), key: 'ArrowLeft', expect: { kind: 'canvasCount', ruleNodes: sizeOf.ruleNodesAfterFold, treeitems: 1 } },
  { label: 'unfold the root (outline ArrowRight → canvas redrawn)', focus: row('tree'), key: 'ArrowRight', expect: { kind: 'canvasMoreThan', ruleNodes: 1 } },
  { label: 'select (outline Enter → canvas node selected)', focus: row(leaf), key: 'Enter', expect: { kind: 'selected', path: leaf } },
  { label: 'delete a leaf (canvas Delete → node gone, document revalidated)', focus: canvasNode(leaf), key: 'Delete', expect: { kind: 'absent', path: leaf } },
  { label: 'undo (Ctrl+Z → node back)', focus: row(parent), key: 'Control+z', expect: { kind: 'present', path: leaf } },
];

export const runStep = async (page: Page, step: Step): Promise<number> => {
  await page.locator(step.focus).first().focus({ timeout: 15_000 });
  await armKeyTiming(page, step.expect, 30_000);
  await page.keyboard.press(step.key);
  return keyTimingMs(page, step.label);
};
