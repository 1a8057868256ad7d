// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@contracts/bff-auth';
import { AuditEntryRow } from './audit-entry-row';

afterEach(cleanup);

const save: AuditEntryDto = {
  id: 1,
  at: '2026-12-07T10:00:00.000Z',
  actor: 'editor',
  action: 'routing.save',
  environment: 'sandbox',
  target: 'CO-1',
  outcome: 'success',
  detail: { note: 'EUR to Beta' },
  before: { tree: { route: { connector: 'alpha' } } },
  after: { tree: { route: { connector: 'beta' } } },
} as AuditEntryDto;

describe('an audit entry row', () => {
  it('writes the documents before and after only once its details are opened', () => {
    render(
      <table>
        <tbody>
          <AuditEntryRow entry={save} />
        </tbody>
      </table>,
    );
    expect(screen.getByTestId('audit-row')).toHaveTextContent('EUR to Beta');
    expect(screen.queryByText('Before')).toBeNull();
    expect(document.querySelector('pre')).toBeNull();
    const details = document.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect([...document.querySelectorAll('pre')].map((p) => p.textContent)).toEqual([JSON.stringify(save.detail, null, 2), JSON.stringify(save.before, null, 2), JSON.stringify(save.after, null, 2)]);
  });
});
