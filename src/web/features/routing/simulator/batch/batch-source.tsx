import { useState } from 'react';
import { parseBatchFile, type BatchInput } from '../model/batch-input';
import { generateBatch } from '../model/batch-generate';
import { formatCount } from '@web/lib/format';

export interface LoadedBatch {
  label: string;
  input: BatchInput;
  seed: number;
}

const MAX_GENERATED = 100_000;

/** Where a batch comes from: a CSV/JSON file, or N transactions generated from the presets. */
export const BatchSource = ({ onLoad }: { onLoad(batch: LoadedBatch): void }) => {
  const [count, setCount] = useState('1000');
  const [seed, setSeed] = useState('1');
  const [readError, setReadError] = useState<string | null>(null);
  const seedValue = () => Number.parseInt(seed, 10) || 0;
  const n = Number.parseInt(count, 10);
  const validCount = Number.isInteger(n) && n > 0 && n <= MAX_GENERATED;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const text = await file.text();
      setReadError(null);
      onLoad({ label: file.name, input: parseBatchFile(file.name, text), seed: seedValue() });
    } catch (error) {
      setReadError(`Cannot read ${file.name}: ${(error as Error).message}`);
    }
  };

  return (
    <div className="batch-source">
      <div className="field">
        <label htmlFor="batch-file">Upload CSV or JSON</label>
        <input id="batch-file" type="file" accept=".csv,.json,text/csv,application/json" onChange={(e) => void upload(e.target.files?.[0])} />
        <p className="muted batch-hint">
          CSV header: amount, currency, type, cardBrand, bin, binCountry, customerCountry, ipCountry, ipAddress, riskScore, paymentMethod, extra.&lt;key&gt;,
          counters.&lt;counter&gt; (such as counters.chargeback.merchant.count.30d), … JSON: an array of transactions, each with optional &quot;counters&quot;.
        </p>
      </div>
      <div className="batch-generate">
        <div className="field">
          <label htmlFor="batch-count">Transactions</label>
          <input id="batch-count" type="number" min={1} max={MAX_GENERATED} value={count} onChange={(e) => setCount(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="batch-seed">Seed</label>
          <input id="batch-seed" type="number" value={seed} onChange={(e) => setSeed(e.target.value)} />
        </div>
        <button type="button" className="button" disabled={!validCount} onClick={() => onLoad({ label: `${formatCount(n)} generated from presets (seed ${seedValue()})`, input: generateBatch(n, seedValue()), seed: seedValue() })}>
          Generate and run
        </button>
      </div>
      {!validCount ? <p className="field-error">Between 1 and {formatCount(MAX_GENERATED)} transactions.</p> : null}
      {readError ? <p className="field-error" role="alert">{readError}</p> : null}
    </div>
  );
};
