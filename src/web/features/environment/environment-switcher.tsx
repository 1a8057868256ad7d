import { useNavigate } from 'react-router';
import { useCurrentEnvironment } from '../../lib/use-current-environment';

/** Switches between configured gateway environments; only shown when there is more than one. */
export const EnvironmentSwitcher = () => {
  const { current, all } = useCurrentEnvironment();
  const navigate = useNavigate();
  if (all.length < 2 || !current) return null;
  return (
    <label className="env-switcher">
      <span className="visually-hidden">Environment</span>
      <select value={current.id} onChange={(e) => void navigate(`/?env=${encodeURIComponent(e.target.value)}`)} aria-label="Environment">
        {all.map((env) => (
          <option key={env.id} value={env.id}>
            {env.production ? '⚠ ' : ''}
            {env.name}
          </option>
        ))}
      </select>
    </label>
  );
};
