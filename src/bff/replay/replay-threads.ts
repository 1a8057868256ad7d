import { Worker } from 'node:worker_threads';

const entryUrl = new URL('./replay-worker.ts', import.meta.url).href;

/**
 * A worker does not inherit the host's TypeScript loader (tsx): the bootstrap registers it in the
 * worker, then imports the entry (as the embedded sandbox's worker does).
 */
const bootstrap = () => `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entryUrl)}); });`;

/**
 * Replay threads kept warm. Starting one (tsx, zod and the domain's modules loaded in a new
 * isolate) took 1.4–1.9 s on this machine, which a 100,000-record replay budget of 3 s cannot pay
 * on every click; a thread that finished a replay cleanly waits for the next one instead. A thread
 * whose replay was cancelled or failed is terminated (it may be mid-page), and `warm` starts a
 * fresh one in the background so the next click does not wait.
 */
export const createReplayThreads = (keep: number) => {
  const idle: Worker[] = [];
  const spawn = () => {
    const worker = new Worker(bootstrap(), { eval: true });
    // A waiting thread must not keep the process alive, nor die unnoticed.
    worker.unref();
    worker.once('exit', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    worker.on('error', () => undefined);
    return worker;
  };
  let closed = false;
  return {
    /** A thread for one replay: a waiting one, or a new one (the first replay after start-up, or more at once than `keep`). */
    take: (): Worker => {
      const worker = idle.pop() ?? spawn();
      worker.ref();
      return worker;
    },
    /** The replay ended cleanly: the thread waits for the next one, up to `keep` of them. */
    give: (worker: Worker) => {
      worker.removeAllListeners('message');
      if (closed || idle.length >= keep) void worker.terminate();
      else {
        worker.unref();
        idle.push(worker);
      }
    },
    /** The replay was cancelled or failed: the thread goes. */
    discard: (worker: Worker) => void worker.terminate(),
    /** Starts a thread in the background unless one is waiting already. */
    warm: () => {
      if (!closed && idle.length === 0) idle.push(spawn());
    },
    close: async () => {
      closed = true;
      await Promise.all(idle.splice(0).map((w) => w.terminate()));
    },
  };
};
export type ReplayThreads = ReturnType<typeof createReplayThreads>;
