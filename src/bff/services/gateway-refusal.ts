import { TRANSACTION_ERROR_CODES } from '@contracts/gateway-transactions';
import type { ConnectorAnswer } from '../gateway-client/connector-client';
import { GatewayProtocolError } from '../gateway-client/errors';
import { refusalOf } from '../gateway-client/refusal';
import { HttpError } from '../http-error';

/**
 * A profile, transaction or DCC request the gateway did not carry out (any status but 200), as the
 * BFF's one error shape. The gateway's own code travels in `gatewayCode` and its message is shown
 * as is: it names the field or rule (`Invalid parameter 'amount': …`, ALREADY_ATTACHED). Refusals
 * of the studio's own credentials or signature are the studio's configuration problem (502), not
 * the user's; a gateway failure (5xx) is a 502 that does not claim to know what happened.
 */
export const gatewayRefusal = (answer: ConnectorAnswer): HttpError => {
  const refusal = refusalOf(answer.json);
  if (!refusal) throw new GatewayProtocolError(answer.url, answer.status, JSON.stringify(answer.json).slice(0, 200));
  const extra = { gatewayCode: refusal.code };
  if (answer.status === 401 && refusal.code === TRANSACTION_ERROR_CODES.invalidSignature) {
    return new HttpError(502, 'GATEWAY_SIGNATURE', "The payment gateway refused the studio's request signature; check the connector's shared secret in the gateway config.", extra);
  }
  if (answer.status === 401 || answer.status === 403) {
    return new HttpError(502, 'GATEWAY_AUTH', "The payment gateway refused this connector's API user; check the connector's API key, username and password in the gateway config.", extra);
  }
  if (answer.status >= 500) return new HttpError(502, 'GATEWAY_ERROR', `The payment gateway failed (HTTP ${answer.status}): ${refusal.message}`, extra);
  const status = [404, 409, 422].includes(answer.status) ? answer.status : 400;
  return new HttpError(status, typeof refusal.code === 'string' ? refusal.code : 'GATEWAY_REJECTED', refusal.message, extra);
};
