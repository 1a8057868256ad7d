import { describe, expect, it } from 'vitest';
import { checkoutDocument } from '@fixtures/routing-documents';
import { ApiClientError } from '@web/lib/api-client';
import { classifySaveError } from './save-outcome';

const edited = { ...checkoutDocument, methods: checkoutDocument.methods.map((m, i) => (i === 2 ? { ...m, disabled: true } : m)) };

describe('classifySaveError on a multi-method document', () => {
  it('reads a 409 with the live multi-method document as a conflict', () => {
    const theirs = { ...checkoutDocument, paymentSelectionMaxRetries: 5 };
    const error = new ApiClientError(409, { error: { code: 'CONFLICT', message: 'Someone else saved', conflict: { revision: 'rev-live', document: theirs } } });
    expect(classifySaveError(error, edited)).toEqual({ kind: 'conflict', revision: 'rev-live', document: theirs });
  });

  it('locates a 422 full-document path on the right method, tree and node', () => {
    const path = 'methods/2/availability/tree/else/then/action';
    const error = new ApiClientError(422, {
      error: { code: 'gateway_rejected', message: 'rejected', path, gateway: { success: false, errorCode: 1014, errorMessage: `Wrong leaf at '${path}'` } },
    });
    const outcome = classifySaveError(error, edited);
    expect(outcome).toMatchObject({ kind: 'rejected', error: { code: 1014, path, nodeId: 'methods/2/availability/tree/else/then', field: 'action' } });
  });
});
