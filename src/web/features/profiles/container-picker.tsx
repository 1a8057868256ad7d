import type { ProfileContainer } from '@contracts/bff-profiles';
import { SupportDetails } from '../../components/support-details';

export interface ContainerPickerProps {
  containers: readonly ProfileContainer[];
  selected: string | null;
  onSelect(guid: string): void;
}

const connectorNames = (container: ProfileContainer) => container.connectors.map((c) => c.name).join(', ') || 'no connector';

/**
 * Profiles live in customer profile containers, which have no names of their own: a container is
 * known by the connectors it serves (its GUID one click away, for support). One container needs no
 * choice; none is explained.
 */
export const ContainerPicker = ({ containers, selected, onSelect }: ContainerPickerProps) => {
  if (containers.length === 0)
    return (
      <p className="empty-state" data-testid="no-containers">
        No configured connector of this environment has a customer profile container, so there are no profiles to look up. Containers are set up in the gateway&apos;s admin
        interface (for the tenant or per connector).
      </p>
    );
  if (containers.length === 1) {
    const only = containers[0]!;
    return (
      <p className="profiles-container" data-testid="container">
        Profiles of the customers of {connectorNames(only)}. <SupportDetails items={[['container', only.guid]]} />
      </p>
    );
  }
  const current = containers.find((c) => c.guid === selected);
  return (
    <div className="field profiles-container">
      <label htmlFor="profile-container">Customer profile container</label>
      <select id="profile-container" value={current?.guid ?? ''} onChange={(e) => onSelect(e.target.value)}>
        {current ? null : <option value="">Choose a container…</option>}
        {containers.map((c) => (
          <option key={c.guid} value={c.guid} title={c.guid}>
            {connectorNames(c)} (container …{c.guid.slice(-4)})
          </option>
        ))}
      </select>
      {current ? <SupportDetails items={[['container', current.guid]]} /> : null}
      {selected && !current ? (
        <p className="field-error" role="alert">
          The container named in the address (<code>{selected}</code>) is not configured in this environment.
        </p>
      ) : null}
    </div>
  );
};
