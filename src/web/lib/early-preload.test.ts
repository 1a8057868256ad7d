// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// (the stylesheet link would otherwise be reported as a failed load: the test DOM loads no CSS)
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTING_PAGE_FILES_ID, preloadFiles, routingPageFiles } from './early-preload';

const block = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = ROUTING_PAGE_FILES_ID;
  script.textContent = text;
  document.head.appendChild(script);
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the routing page files index.html lists', () => {
  it('are read from its data block', () => {
    block('["/assets/routing-page-AB12.js","/assets/rule-graph-C_d3.css"]');
    expect(routingPageFiles(document)).toEqual(['/assets/routing-page-AB12.js', '/assets/rule-graph-C_d3.css']);
  });

  it('are none without the block, or when it is not a list of the build’s assets', () => {
    expect(routingPageFiles(document)).toEqual([]);
    for (const text of ['not json', '{"a":1}', '["/assets/a.js", 3]', '["https://elsewhere.example/x.js"]', '["/api/session"]', '["/assets/../secret.js"]', '["//evil.example/assets/a.js"]']) {
      document.head.innerHTML = '';
      block(text);
      expect(routingPageFiles(document), text).toEqual([]);
    }
  });

  it('are preloaded as Vite’s own preload helper would add them: scripts as module preloads, CSS as the stylesheet', () => {
    preloadFiles(document, ['/assets/routing-page-AB12.js', '/assets/rule-graph-C_d3.css']);
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/routing-page-AB12.js', ''],
      ['stylesheet', '/assets/rule-graph-C_d3.css', ''],
    ]);
  });
});
