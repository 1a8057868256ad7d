// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { largeCardRouterDocument } from '@fixtures/large-tree';
import { polyfillLayoutApis } from '@web/test/render-app';
import { renderLiveEditor } from '../inspector/live-editor-harness';
import { ProblemsPanel } from './problems-panel';

beforeEach(polyfillLayoutApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the problems panel on a large tree', () => {
  it('lists the first 200 warnings, counts all of them, and lists all on request', async () => {
    renderLiveEditor((env) => <ProblemsPanel env={env} />, { document: largeCardRouterDocument(2000), analysed: true });
    const count = Number(/⚠ ([\d,]+) warnings/.exec(screen.getByTestId('warning-count').textContent ?? '')![1]!.replace(/,/g, ''));
    expect(count).toBeGreaterThan(200);
    expect(screen.getAllByTestId('analysis-warning')).toHaveLength(200);
    await userEvent.click(screen.getByTestId('show-all-warnings'));
    expect(screen.getAllByTestId('analysis-warning')).toHaveLength(count);
    expect(screen.queryByTestId('show-all-warnings')).toBeNull();
  });
});
