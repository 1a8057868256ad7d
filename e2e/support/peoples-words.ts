import { expect, type Page } from '@playwright/test';

/**
 * What a person must never read on a page (issue 43): zod's own messages, a gateway error code
 * alone, a GUID alone. Codes, paths and GUIDs belong in `<code>` (beside the name they stand for),
 * in a closed "Details" disclosure or in a field's value, one click away for support; the text a
 * person reads is everything else a page shows.
 */
const FORBIDDEN: ReadonlyArray<readonly [string, RegExp, RegExp?]> = [
  ['a zod message', /Too (big|small): expected|Invalid input: expected|Invalid option: expected|Unrecognized keys?: "|Invalid string: must match/],
  ['a gateway error code alone', /\((10[1-9]\d)\)|\bcode (10[1-9]\d)\b/],
  ['a document path', /\b(tree|route|onFail|params)\/[\w/]+/],
  // A BI record's field path ("the record has no creditcard.bin_country" reached a change request's evidence).
  // The BI console (/bi) is where field paths are the words: its queries and results are written in them.
  ['a BI field path', /\b(creditcard|customer|risk_data)\.[a-z]+_[a-z_]+\b/, /\/bi(\?|$)/],
  ['a GUID alone', /\b(CO|CP|CPC|MC)-[0-9A-Za-z]{4}-[0-9A-Za-z-]{4,}|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/],
];

/** The text a person reads: visible text nodes outside code, closed disclosures, editors and fields. */
const readableText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const skipped = (element: Element | null): boolean => {
      for (let e = element; e; e = e.parentElement) {
        if (e.matches('code, pre, kbd, script, style, noscript, textarea, input, select, option, .cm-editor, [aria-hidden="true"]')) return true;
        // Inside a closed <details>, only its summary shows.
        if (e.parentElement?.matches('details:not([open])') && !e.matches('summary')) return true;
      }
      return false;
    };
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent)) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      lines.push(text);
    }
    return lines;
  });

/** What breaks the rule on the page now, each with the text it was found in. */
export const developerLanguage = async (page: Page): Promise<string[]> => {
  const found: string[] = [];
  const { pathname, search } = new URL(page.url());
  const rules = FORBIDDEN.filter(([, , except]) => !except?.test(`${pathname}${search}`));
  for (const line of await readableText(page)) for (const [what, pattern] of rules) if (pattern.test(line)) found.push(`${what}: “${line.slice(0, 160)}”`);
  return found;
};

export const expectPeoplesWords = async (page: Page) => {
  expect(await developerLanguage(page), `text a person reads on ${page.url()}`).toEqual([]);
};
