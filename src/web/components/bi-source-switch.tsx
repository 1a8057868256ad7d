import type { BiSource } from '@contracts/bff-bi';

/** Which BI address to read: live data (`{bi_url}`) or test data (`{bi_sandbox_url}`, test-mode records). */
export const BiSourceSwitch = ({ value, onChange }: { value: BiSource; onChange: (source: BiSource) => void }) => (
  <div className="segmented" role="group" aria-label="Data">
    <button type="button" aria-pressed={value === 'live'} onClick={() => onChange('live')}>
      Live data
    </button>
    <button type="button" aria-pressed={value === 'test'} onClick={() => onChange('test')}>
      Test data
    </button>
  </div>
);
