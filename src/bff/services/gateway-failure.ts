import type { GatewayError } from '@contracts/gateway-provisioning';
import { pathFromErrorMessage } from '@domain/routing/error-path';
import { HttpError } from '../http-error';

/**
 * Maps a gateway failure onto the BFF's error shape. A 422 keeps the gateway's body unchanged in
 * `gateway` and adds the document path it names (mapped from the request sent onto the editor's
 * document when they differ); a 401 means the BFF's own credentials are wrong,
 * which is a server problem (502), not the user's.
 */
export const gatewayFailure = ({ status, error }: { status: number; error: GatewayError }, toDocumentPath: (path: string) => string = (p) => p): HttpError => {
  const gateway = { success: false as const, errorCode: error.errorCode, errorMessage: error.errorMessage };
  if (status === 422) {
    const sent = pathFromErrorMessage(error.errorMessage);
    const path = sent === undefined ? undefined : toDocumentPath(sent);
    return new HttpError(422, 'GATEWAY_REJECTED', error.errorMessage, { gateway, ...(path !== undefined ? { path } : {}) });
  }
  if (status === 404) return new HttpError(404, 'NOT_FOUND_AT_GATEWAY', error.errorMessage, { gateway });
  if (status === 401 || status === 403) return new HttpError(502, 'GATEWAY_AUTH', 'The studio could not authenticate with the payment gateway; check its provisioning credentials.');
  if (status >= 400 && status < 500) return new HttpError(400, 'GATEWAY_BAD_REQUEST', error.errorMessage, { gateway });
  return new HttpError(502, 'GATEWAY_ERROR', `The payment gateway failed (HTTP ${status}); nothing was changed.`);
};
