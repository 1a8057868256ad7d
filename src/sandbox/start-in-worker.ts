/**
 * The embedded sandbox on a thread of its own. In one event loop the gateway's work and the
 * BFF's queue behind each other, so every request through the BFF paid for both (issue 15: BFF
 * throughput 0.58 of the gateway's with the sandbox in the BFF's thread, 0.92 with it in another
 * process). A worker thread gives the sandbox its own event loop and heap in the same process: one
 * process to start and stop, and the BFF still talks to it over HTTP like to any gateway.
 */
import { Worker } from 'node:worker_threads';
import type { RunningSandbox, StartSandboxOptions } from './start';
import type { FromWorker, ToWorker, WorkerSandboxOptions } from './worker/protocol';

const entryUrl = new URL('./worker/entry.ts', import.meta.url).href;

/**
 * A worker does not inherit the host's TypeScript loader (tsx): the bootstrap registers it in the
 * worker, then imports the entry. Evaluated as a script, hence the dynamic imports.
 */
const bootstrap = () => {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entryUrl)}); });`;
};

/** The worker's next message of `type` (or `failed`); rejects if the worker errs or exits first. */
const nextMessage = (worker: Worker, type: FromWorker['type']) =>
  new Promise<FromWorker>((resolve, reject) => {
    const settle = (done: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      done();
    };
    const onMessage = (message: FromWorker) => {
      if (message.type === type || message.type === 'failed') settle(() => resolve(message));
    };
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`the sandbox worker exited (code ${code}) before '${type}'`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });

/** `startSandbox` with the sandbox in a worker thread; the same options and answer. */
export const startSandboxInWorker = async (options: StartSandboxOptions): Promise<RunningSandbox> => {
  const { historyAfter, ...rest } = options;
  const workerOptions: WorkerSandboxOptions = { ...rest, waitForHistoryStart: historyAfter !== undefined };
  const worker = new Worker(bootstrap(), { eval: true, workerData: workerOptions });
  const send = (message: ToWorker) => worker.postMessage(message);
  // An uncaught error in the sandbox ends its thread, not the studio: say so, the BFF answers 502.
  worker.on('error', (error) => console.error(`The sandbox gateway stopped: ${error.message}`));
  const started = await nextMessage(worker, 'listening');
  if (started.type !== 'listening') {
    await worker.terminate();
    throw new Error(started.type === 'failed' ? started.message : 'the sandbox worker did not start');
  }
  void historyAfter?.then(() => send({ type: 'start-history' }));
  const historyDone = nextMessage(worker, 'history-done').then((m) => (m.type === 'history-done' ? m.records : 0), () => 0);
  return {
    url: started.url,
    historyDone,
    close: async () => {
      const closed = nextMessage(worker, 'closed').catch(() => undefined);
      send({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
};
