import { expect, type APIRequestContext } from '@playwright/test';
import { ROUTER } from './editor-page';
import { biAtGateway } from './gateway-direct';

/** Waits until the generated history stops growing: the e2e server writes it after it starts. */
export const historyWritten = async (request: APIRequestContext) => {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = (await biAtGateway(request, { size: 0, track_total_hits: true, query: { term: { meta_connector_guid: ROUTER } } })).hits.total!.value;
        const settled = now > 0 && now === last;
        last = now;
        return settled;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);
};
