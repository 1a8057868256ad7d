/**
 * The sandbox's entry inside a worker thread (see ../start-in-worker.ts): starts it with the options
 * it was given and speaks the protocol in ./protocol.ts with the host.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startSandbox } from '../start';
import type { FromWorker, ToWorker, WorkerSandboxOptions } from './protocol';

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);
const { waitForHistoryStart, ...options } = workerData as WorkerSandboxOptions;

let startHistory: () => void = () => undefined;
const historyStart = new Promise<void>((resolve) => (startHistory = resolve));

const main = async () => {
  const sandbox = await startSandbox({ ...options, ...(waitForHistoryStart ? { historyAfter: historyStart } : {}) });
  port.on('message', (message: ToWorker) => {
    if (message.type === 'start-history') startHistory();
    if (message.type === 'close') {
      startHistory();
      void sandbox.close().finally(() => send({ type: 'closed' }));
    }
  });
  void sandbox.historyDone.then((records) => send({ type: 'history-done', records }));
  send({ type: 'listening', url: sandbox.url });
};

main().catch((error: Error) => send({ type: 'failed', message: error.message }));
