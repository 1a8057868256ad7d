import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * In-page timing. Times are taken inside the page (performance.now()) so Playwright's round trips do
 * not count: a state counts as reached at the first animation frame where it holds, plus one task,
 * which lands after that frame's paint (the requestAnimationFrame + MessageChannel idiom).
 */

const READY_MESSAGE = 'bench: interactive at';

/** Installed before any page script: records when the editor is interactive and says so on the console (see `whenReady`). */
export const READY_SCRIPT = `(() => {
  const ready = () => {
    const node = document.querySelector('[data-testid="rule-node"]');
    const flowNode = node && node.closest('.react-flow__node');
    return !!flowNode && getComputedStyle(flowNode).visibility !== 'hidden'
      && !!document.querySelector('[role="tree"] [role="treeitem"]')
      && !!document.querySelector('[data-testid="editor-status"]');
  };
  const loop = () => requestAnimationFrame(() => {
    if (!ready()) return loop();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      window.__benchReady = performance.now();
      console.debug('${READY_MESSAGE} ' + window.__benchReady);
    };
    channel.port2.postMessage(null);
  });
  loop();
})();`;

/**
 * Milliseconds from navigation start until the graph shows a laid-out rule node, the outline a row, the
 * toolbar its status. Call it before `page.goto`. The page reports by a console message, which costs
 * the page nothing: polling with `page.waitForFunction` (as until 2026-11-28) made Playwright evaluate
 * its ~330 kB injected script in the page as soon as the navigation committed, 47–112 ms of the
 * page's main thread in the middle of the load being timed (Chromium traces of 20- and 5,000-node loads).
 */
export const whenReady = (page: Page, timeoutMs: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const onConsole = (message: ConsoleMessage) => {
      const text = message.text();
      if (!text.startsWith(`${READY_MESSAGE} `)) return;
      done();
      resolve(Number(text.slice(READY_MESSAGE.length + 1)));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the editor was not interactive within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      page.off('console', onConsole);
    };
    page.on('console', onConsole);
  });

/** What the canvas (and outline) must show for a re-render to count as done. */
export type Expectation =
  | { kind: 'canvasCount'; ruleNodes: number; treeitems: number }
  | { kind: 'canvasMoreThan'; ruleNodes: number }
  | { kind: 'absent'; path: string }
  | { kind: 'present'; path: string }
  | { kind: 'selected'; path: string }
  | { kind: 'text'; path: string; text: string };

// Page-side code is a string: tsx (esbuild keepNames) would wrap named functions in a `__name`
// helper that does not exist in the page.
const ARM_SCRIPT = `(e, limit, validated) => {
  const node = (path) => document.querySelector('[data-testid="rule-node"][data-path="' + CSS.escape(path) + '"]');
  const holds = () => {
    switch (e.kind) {
      case 'canvasCount':
        return document.querySelectorAll('[data-testid="rule-node"]').length === e.ruleNodes && document.querySelectorAll('[role="treeitem"]').length === e.treeitems;
      case 'canvasMoreThan':
        return document.querySelectorAll('[data-testid="rule-node"]').length > e.ruleNodes;
      case 'absent':
        return node(e.path) === null;
      case 'present':
        return node(e.path) !== null;
      case 'selected':
        return node(e.path)?.dataset.selected === 'true';
      case 'text':
        return (node(e.path)?.querySelector('.flow-node-title')?.textContent ?? '') === e.text;
    }
    return false;
  };
  // The frame where a condition first holds, plus one task (after that frame's paint): ms from start.
  const until = (start, condition, resolve) => {
    const poll = () => requestAnimationFrame(() => {
      if (performance.now() - start > limit) return resolve(-1);
      if (!condition()) return poll();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
    poll();
  };
  const pressed = new Promise((resolve) => window.addEventListener('keydown', () => resolve(performance.now()), { capture: true, once: true }));
  window.__benchPending = pressed.then((start) => new Promise((resolve) => until(start, holds, resolve)));
  // Also, when asked: until the problems shown are those of the draft on screen (the editor's
  // data-validated; a studio from before it, measured through EDITOR_UI_STUDIO_ROOT, has none: not timed).
  window.__benchValidated = validated && document.querySelector('.editor[data-validated]')
    ? pressed.then((start) => new Promise((resolve) => until(start, () => holds() && !!document.querySelector('.editor[data-validated="current"]'), resolve)))
    : Promise.resolve(null);
}`;

/**
 * Arms a one-shot measurement from the next keydown (capture phase, before any handler) to the
 * expected DOM; with `validated`, also to the expected DOM with the problems of that draft shown.
 */
export const armKeyTiming = (page: Page, expectation: Expectation, timeoutMs = 60_000, validated = false) =>
  page.evaluate(`(${ARM_SCRIPT})(${JSON.stringify(expectation)}, ${timeoutMs}, ${validated})`);

/** The armed measurement's result in ms; throws when the expected DOM never appeared. */
export const keyTimingMs = async (page: Page, what: string): Promise<number> => {
  const value = await page.evaluate(() => (window as unknown as { __benchPending: Promise<number> }).__benchPending);
  if (value < 0) throw new Error(`${what}: the page never reached the expected state`);
  return value;
};

/** The armed measurement's time until the draft's problems were shown too; null when not asked for. */
export const validatedMs = async (page: Page, what: string): Promise<number | null> => {
  const value = await page.evaluate(() => (window as unknown as { __benchValidated: Promise<number | null> }).__benchValidated);
  if (value !== null && value < 0) throw new Error(`${what}: the draft's problems were never shown`);
  return value;
};
