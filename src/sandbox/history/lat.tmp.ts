import { CONNECTORS } from '../../fixtures/world';
import { basicAuthHeader } from '../http/basic-auth';
import { startSandbox } from '../start';
const run = async (historyRecords: number) => {
  const t0 = performance.now();
  const s = await startSandbox({ host: '127.0.0.1', port: 0, historyRecords });
  const startMs = performance.now() - t0;
  const lat: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    const r = await fetch(`${s.url}/api/v3/transaction/${CONNECTORS.cardRouter.apiKey}/debit`, { method: 'POST', headers: { authorization: basicAuthHeader(CONNECTORS.cardRouter), 'content-type': 'application/json' }, body: JSON.stringify({ merchantTransactionId: `lat-${i}`, transactionToken: 'ix::demo-visa-de', amount: '10.00', currency: 'EUR' }) });
    await r.text();
    lat.push(performance.now() - t);
    await new Promise((res) => setTimeout(res, 200));
  }
  lat.sort((a, b) => a - b);
  const t1 = performance.now();
  const written = await s.historyDone;
  console.log(JSON.stringify({ historyRecords, startMs: Math.round(startMs), p50: Math.round(lat[15]!), p90: Math.round(lat[27]!), max: Math.round(lat[29]!), written, restMs: Math.round(performance.now() - t1) }));
  await s.close();
};
await run(0);
await run(50000);
