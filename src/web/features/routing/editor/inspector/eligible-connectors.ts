import { useMemo } from 'react';
import type { StudioConnector } from '../../../../../contracts/bff-api';
import { routeTargetProblem } from '../../../../../domain/routing/connector';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';

/** Connectors a route of `metaGuid` may name: the gateway's 1013 rule, applied before the user can pick a wrong one. */
export const eligibleConnectors = (connectors: readonly StudioConnector[], metaGuid: string): StudioConnector[] => {
  const meta = connectors.find((c) => c.guid === metaGuid);
  return connectors.filter((c) => routeTargetProblem(c, c.guid, meta) === undefined).sort((a, b) => a.name.localeCompare(b.name));
};

export const useEligibleConnectors = (env: EditorEnvironment): StudioConnector[] => {
  const meta = useEditor((s) => s.baseline.connectorGuid);
  return useMemo(() => eligibleConnectors(env.connectors, meta), [env.connectors, meta]);
};
