// Adds jest-dom matchers (toBeInTheDocument, …) to vitest's expect; harmless in node-environment tests.
import '@testing-library/jest-dom/vitest';
