// Adds jest-dom matchers (toBeInTheDocument, …) to vitest's expect; harmless in node-environment tests.
import '@testing-library/jest-dom/vitest';

// Component tests (happy-dom) wait up to 5 s for what they find, not Testing Library's 1 s: a page's first render
// imports its lazy route chunks, which took over a second on CI's two loaded cores (a change request page's first
// test failed so). A page that never shows the element still fails, after 5 s. Node-environment tests skip React.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
