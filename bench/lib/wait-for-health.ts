import type { ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx; fails early when the studio process exits, or after `timeoutMs`. */
export const waitForHealth = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the studio exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the studio was not healthy at ${url} within ${timeoutMs} ms`);
};
