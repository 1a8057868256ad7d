import { INSPECTOR_ID } from './inspector-id';

/** Where F2 came from, so Escape can go back there (the outline row or canvas node the user was on). */
let returnTo: HTMLElement | null = null;

const FIELD = 'select:not([disabled]), input:not([disabled]), textarea:not([disabled])';
const INVALID = ['select', 'input', 'textarea'].map((tag) => `${tag}[aria-invalid="true"]`).join(', ');

/**
 * F2: moves the focus to the inspector's first invalid field, else its first field (the panel
 * itself when the selection has none), remembering where it came from. Returns false when no
 * inspector is on screen.
 */
export const enterInspector = (from: Element | null): boolean => {
  const panel = document.getElementById(INSPECTOR_ID);
  if (!panel) return false;
  if (from instanceof HTMLElement && !panel.contains(from)) returnTo = from;
  (panel.querySelector<HTMLElement>(INVALID) ?? panel.querySelector<HTMLElement>(FIELD) ?? panel).focus();
  return true;
};

/** The side panel's Inspector tab, when another panel (JSON, Simulate…) is showing. */
const inspectorTab = () =>
  [...document.querySelectorAll<HTMLElement>('[role="tablist"][aria-label="Side panel"] [role="tab"]')].find((tab) => tab.textContent?.trim() === 'Inspector');

/** Opens the selection in the inspector (F2, "Show the rule"), switching the side panel to it first when needed. */
export const openInspector = (from: Element | null) => {
  if (enterInspector(from)) return;
  inspectorTab()?.click();
  requestAnimationFrame(() => enterInspector(from));
};

/** Escape in the inspector: back where F2 came from, else to the outline's active row. */
export const leaveInspector = () => {
  const target = returnTo?.isConnected ? returnTo : document.querySelector<HTMLElement>('[role="tree"] [role="treeitem"][tabindex="0"]');
  returnTo = null;
  target?.focus();
};
