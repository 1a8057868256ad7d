import type { ConnectorNameLookup } from '@domain/routing/describe/connector-names';

export interface ConnectorNameProps {
  guid: string | null | undefined;
  names: ConnectorNameLookup;
  /** What to say when there is no connector at all. */
  none?: string;
}

/** A connector by name, with the GUID in a tooltip; an unknown GUID is shown as is so nothing is hidden. */
export const ConnectorName = ({ guid, names, none = 'None' }: ConnectorNameProps) => {
  if (!guid) return <span className="muted">{none}</span>;
  const name = names(guid);
  return name ? <span title={guid}>{name}</span> : <code className="guid">{guid}</code>;
};
