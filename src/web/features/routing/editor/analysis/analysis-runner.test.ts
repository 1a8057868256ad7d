import { describe, expect, it, vi } from 'vitest';
import type { Finding } from '@domain/routing/analysis';
import type { SingleMethodDocument } from '@domain/routing/document';
import { analysisJob, runAnalysisJob, type AnalysisAnswer, type AnalysisRequest } from './analysis-job';
import type { Schedule } from '@web/lib/scheduled-value';
import { createAnalysisRunner } from './analysis-runner';
import { createDocumentDecoder } from './document-transfer';

/** A worker stand-in: holds what is posted until the test answers it (decoded and analysed as the real worker does), or fails. */
class FakeWorker {
  posted: AnalysisRequest[] = [];
  decode = createDocumentDecoder();
  onmessage: ((event: MessageEvent<AnalysisAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(message: AnalysisRequest) {
    // Structured clone, as a real worker receives it.
    this.posted.push(structuredClone(message));
  }
  answer(index = 0) {
    const [{ id, document, job }] = this.posted.splice(index, 1) as [AnalysisRequest];
    this.onmessage?.({ data: { id, findings: runAnalysisJob({ ...job, document: this.decode(document) }) } } as MessageEvent<AnalysisAnswer>);
  }
  fail() {
    this.onerror?.({} as ErrorEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

const USD_ONLY = 'CO-7f3a-4c21-9e05-b1d8-0102';
const docWith = (currency: string): SingleMethodDocument => ({
  version: '1',
  default: { connector: USD_ONLY },
  tree: { id: null, if: { constraint: 'Currency', params: { currency: 'USD' } }, then: { id: null, if: { constraint: 'Currency', params: { currency } }, then: { id: null, route: { connector: USD_ONLY } } } },
});
const settings = { baseCurrency: 'EUR', rates: { EUR: 1, USD: 0.92 } };
const job = (currency: string) => analysisJob(docWith(currency), settings, (g) => (g === USD_ONLY ? 'Alpha USD' : undefined), undefined);

/** Sends at once, as these tests' worker has nothing to wait for. */
const atOnce: Schedule = (run) => {
  run();
  return () => undefined;
};

/** Holds each scheduled send until the test says the browser is idle. */
const heldSends = () => {
  let held: (() => void) | undefined;
  const cancel = vi.fn(() => {
    held = undefined;
  });
  const schedule: Schedule = (run) => {
    held = run;
    return cancel;
  };
  const idle = () => {
    const run = held;
    held = undefined;
    run?.();
  };
  return { schedule, cancel, idle };
};

describe('createAnalysisRunner', () => {
  it('starts no worker and sends nothing until the browser is idle (after the paint of what made the job); then sends the latest job only', () => {
    const fake = new FakeWorker();
    const createWorker = vi.fn(() => fake as unknown as Worker);
    const sends = heldSends();
    const runner = createAnalysisRunner(createWorker, sends.schedule);
    const delivered: string[] = [];
    runner.submit(job('EUR'), () => delivered.push('EUR'));
    runner.submit(job('GBP'), () => delivered.push('GBP'));
    expect(createWorker).not.toHaveBeenCalled();
    expect(fake.posted).toHaveLength(0);

    sends.idle();
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(fake.posted).toHaveLength(1);
    fake.answer();
    expect(delivered).toEqual(['GBP']);

    // A later edit's job waits for the next idle moment too.
    runner.submit(job('USD'), () => delivered.push('USD'));
    expect(fake.posted).toHaveLength(0);
    sends.idle();
    fake.answer();
    expect(delivered).toEqual(['GBP', 'USD']);
  });

  it('an editor closed before its job was sent cancels the send and never starts a worker', () => {
    const createWorker = vi.fn(() => new FakeWorker() as unknown as Worker);
    const sends = heldSends();
    const runner = createAnalysisRunner(createWorker, sends.schedule);
    runner.submit(job('EUR'), () => undefined);
    runner.dispose();
    expect(sends.cancel).toHaveBeenCalledTimes(1);
    sends.idle();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('a job lists its connectors’ names when it is sent, not when it is made', () => {
    const lookup = vi.fn((guid: string) => (guid === USD_ONLY ? 'Alpha USD' : undefined));
    const made = analysisJob(docWith('EUR'), settings, lookup, undefined);
    expect(lookup).not.toHaveBeenCalled();
    const fake = new FakeWorker();
    createAnalysisRunner(() => fake as unknown as Worker, atOnce).submit(made, () => undefined);
    expect(lookup).toHaveBeenCalled();
    expect(fake.posted[0]!.job.names).toEqual({ [USD_ONLY]: 'Alpha USD' });
  });

  it('sends one job at a time; of the jobs submitted meanwhile only the latest runs and only its answer is delivered', () => {
    const fake = new FakeWorker();
    const runner = createAnalysisRunner(() => fake as unknown as Worker, atOnce);
    const delivered: Array<[string, Finding[]]> = [];
    runner.submit(job('EUR'), (f) => delivered.push(['EUR', f]));
    runner.submit(job('GBP'), (f) => delivered.push(['GBP', f]));
    runner.submit(job('USD'), (f) => delivered.push(['USD', f]));
    expect(fake.posted.map((p) => p.id)).toEqual([1]);
    fake.answer(); // the answer for EUR: a later job exists, so it is dropped
    expect(delivered).toEqual([]);
    expect(fake.posted.map((p) => p.id)).toEqual([3]);
    fake.answer();
    expect(delivered.map(([c]) => c)).toEqual(['USD']);
    // "Currency is USD" under "Currency is USD": always true, nothing unreachable; the names crossed over.
    expect(delivered[0]![1].map((f) => f.code)).toEqual(['always-true']);
  });

  it('the names of the document’s connectors travel with the job; the lookup function does not', () => {
    const fake = new FakeWorker();
    createAnalysisRunner(() => fake as unknown as Worker, atOnce).submit(job('EUR'), () => undefined);
    expect(fake.posted[0]!.job.names).toEqual({ [USD_ONLY]: 'Alpha USD' });
  });

  it('a worker that fails or cannot start: the same analysis on the main thread', () => {
    const fake = new FakeWorker();
    const runner = createAnalysisRunner(() => fake as unknown as Worker, atOnce);
    const deliver = vi.fn();
    runner.submit(job('EUR'), deliver);
    fake.fail();
    expect(fake.terminated).toBe(true);
    expect(deliver).toHaveBeenCalledWith(runAnalysisJob(job('EUR')));

    const none = vi.fn();
    createAnalysisRunner(() => {
      throw new Error('workers are not allowed here');
    }, atOnce).submit(job('GBP'), none);
    expect(none).toHaveBeenCalledWith(runAnalysisJob(job('GBP')));
  });

  it('after dispose nothing is delivered and the worker is gone', () => {
    const fake = new FakeWorker();
    const runner = createAnalysisRunner(() => fake as unknown as Worker, atOnce);
    const deliver = vi.fn();
    runner.submit(job('EUR'), deliver);
    runner.dispose();
    fake.answer();
    expect(deliver).not.toHaveBeenCalled();
    expect(fake.terminated).toBe(true);
  });
});
