import { connectorKind, type ConnectorKind } from '@domain/routing/connector';

const KIND_LABEL: Record<ConnectorKind, string> = {
  connector: 'Connector',
  'single-method meta': 'Meta-connector',
  'multi-method meta': 'Multi-method meta-connector',
};

/** How the UI names a connector's kind; shared by the list and the routing page so they agree. */
export const connectorKindLabel = (c: Parameters<typeof connectorKind>[0]): string => KIND_LABEL[connectorKind(c)];
