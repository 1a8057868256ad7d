import type { Page } from '@playwright/test';
import { describeCondition } from '@domain/routing/describe/describe-condition';
import type { RuleNode } from '@domain/routing/document';
import { INSPECTOR_ID } from '@web/features/routing/editor/inspector/inspector-id';
import { armKeyTiming, keyTimingMs, validatedMs, type Expectation } from './page-timing';

/** One measured interaction: focus where the key goes, the key, and what the DOM must show afterwards. */
export interface Step {
  label: string;
  focus: string;
  key: string;
  expect: Expectation;
  /** A document edit: also timed until the problems shown are those of the new draft (validated in the background). */
  revalidates?: true;
}

/** The first leaf, in document order, whose parent has both branches: deleting it leaves a valid tree. */
export const leafWithSibling = (tree: RuleNode): { leaf: string; parent: string } => {
  const stack: Array<{ node: RuleNode; path: string }> = [{ node: tree, path: 'tree' }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (node.then && node.else && !node.then.if) return { leaf: `${path}/then`, parent: path };
    if (node.else) stack.push({ node: node.else, path: `${path}/else` });
    if (node.then) stack.push({ node: node.then, path: `${path}/then` });
  }
  throw new Error('no leaf with a sibling');
};

/** A condition whose number the inspector edits, and the sentence the canvas shows before and after one step up. */
export interface NumberEdit {
  path: string;
  /** The param's name (`data-field` of its inspector field). */
  field: string;
  sentence: string;
  sentenceAfterUp: string;
}

// Integer params the inspector shows as a number field: ↑ adds one, and the sentence shows the number.
const NUMBER_PARAMS: Record<string, string> = { RiskScore: 'riskScore', RandomLoadBalancer: 'percentTrue' };

/**
 * The first condition in document order with an integer param, among the first `within` outline rows
 * (the outline is windowed: a row further down is not in the DOM to be focused).
 */
export const numberEdit = (tree: RuleNode, within = 16): NumberEdit => {
  const stack: Array<{ node: RuleNode; path: string }> = [{ node: tree, path: 'tree' }];
  for (let index = 0; stack.length && index < within; index += 1) {
    const { node, path } = stack.pop()!;
    const field = node.if ? NUMBER_PARAMS[String(node.if.constraint)] : undefined;
    if (node.if && field) {
      const params = node.if.params as Record<string, number>;
      const up = { ...node.if, params: { ...params, [field]: params[field]! + 1 } };
      return { path, field, sentence: describeCondition(node.if), sentenceAfterUp: describeCondition(up) };
    }
    if (node.else) stack.push({ node: node.else, path: `${path}/else` });
    if (node.then) stack.push({ node: node.then, path: `${path}/then` });
  }
  throw new Error(`no condition with an integer param among the first ${within} rules`);
};

const row = (path: string) => `[role="treeitem"][data-path="${path}"]`;
const inspectorField = (field: string) => `#${INSPECTOR_ID} [data-field="${field}"] input`;
const canvasNode = (path: string) => `.react-flow__node[data-id="${path}"]`;

/**
 * The interaction cycle on a loaded 5,000-node editor, keyboard only, each step undoing the one
 * before so the cycle can repeat: select a leaf and its parent from the outline, fold and unfold the
 * root from the outline, delete the leaf on the canvas and undo it, then select a condition and step
 * its number up and back down in the inspector (each keystroke is a document edit).
 */
export const cycle = (leaf: string, parent: string, sizeOf: { ruleNodesAfterFold: number }, edit: NumberEdit): Step[] => [
  { label: 'select (outline Enter → canvas node selected)', focus: row(leaf), key: 'Enter', expect: { kind: 'selected', path: leaf } },
  { label: 'select (outline Enter → canvas node selected)', focus: row(parent), key: 'Enter', expect: { kind: 'selected', path: parent } },
  { label: 'fold the root (outline ArrowLeft → canvas shows 1 rule)', focus: row('tree'), key: 'ArrowLeft', expect: { kind: 'canvasCount', ruleNodes: sizeOf.ruleNodesAfterFold, treeitems: 1 } },
  { label: 'unfold the root (outline ArrowRight → canvas redrawn)', focus: row('tree'), key: 'ArrowRight', expect: { kind: 'canvasMoreThan', ruleNodes: 1 } },
  { label: 'select (outline Enter → canvas node selected)', focus: row(leaf), key: 'Enter', expect: { kind: 'selected', path: leaf } },
  { label: 'delete a leaf (canvas Delete → node gone)', focus: canvasNode(leaf), key: 'Delete', expect: { kind: 'absent', path: leaf }, revalidates: true },
  { label: 'undo (Ctrl+Z → node back)', focus: row(parent), key: 'Control+z', expect: { kind: 'present', path: leaf }, revalidates: true },
  { label: 'select (outline Enter → canvas node selected)', focus: row(edit.path), key: 'Enter', expect: { kind: 'selected', path: edit.path } },
  { label: EDIT_LABEL, focus: inspectorField(edit.field), key: 'ArrowUp', expect: { kind: 'text', path: edit.path, text: edit.sentenceAfterUp }, revalidates: true },
  { label: EDIT_LABEL, focus: inspectorField(edit.field), key: 'ArrowDown', expect: { kind: 'text', path: edit.path, text: edit.sentence }, revalidates: true },
];

const EDIT_LABEL = 'edit a condition value (inspector number ↑/↓ → canvas sentence)';

/** Ms from the keydown until the step's result was painted, and for a document edit until its problems were shown too. */
export const runMeasuredStep = async (page: Page, step: Step): Promise<{ shown: number; validated: number | null }> => {
  await page.locator(step.focus).first().focus({ timeout: 15_000 });
  await armKeyTiming(page, step.expect, 30_000, step.revalidates === true);
  await page.keyboard.press(step.key);
  return { shown: await keyTimingMs(page, step.label), validated: await validatedMs(page, step.label) };
};

export const runStep = async (page: Page, step: Step): Promise<number> => (await runMeasuredStep(page, step)).shown;
