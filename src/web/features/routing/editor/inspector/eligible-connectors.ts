import { useMemo } from 'react';
import type { StudioConnector } from '@contracts/bff-api';
import { routeMethodProblem, routeTargetProblem } from '@domain/routing/connector';
import type { MultiMethodDocument } from '@domain/routing/document';
import type { EditorEnvironment } from '../editor-props';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';

export interface RouteTargets {
  /** Connectors a route here may name: the gateway's 1013 rule and the tree's payment method. */
  fitting: StudioConnector[];
  /** Usable connectors of other payment methods: offered apart, clearly labelled, flagged by the validator when chosen. */
  otherMethods: StudioConnector[];
  /** The payment method of the tree, when known. */
  method: string | undefined;
}

const byName = (a: StudioConnector, b: StudioConnector) => a.name.localeCompare(b.name);

/** What a route in `metaGuid`'s tree of payment `method` may name: any usable connector (the gateway's 1013 rule), and of those the ones of the tree's method. */
const targetChecks = (connectors: readonly StudioConnector[], metaGuid: string, method: string | undefined) => {
  const meta = connectors.find((c) => c.guid === metaGuid);
  return {
    usable: (c: StudioConnector) => routeTargetProblem(c, c.guid, meta) === undefined,
    ofMethod: (c: StudioConnector) => routeMethodProblem(c, c.guid, method) === undefined,
  };
};

/** Route targets of `metaGuid`'s tree of payment `method`. */
export const routeTargets = (connectors: readonly StudioConnector[], metaGuid: string, method: string | undefined): RouteTargets => {
  const { usable, ofMethod } = targetChecks(connectors, metaGuid, method);
  const sorted = connectors.filter(usable).sort(byName);
  return { fitting: sorted.filter(ofMethod), otherMethods: sorted.filter((c) => !ofMethod(c)), method };
};

/**
 * Where a new route goes: the tree's default connector when a route here may name it, else the first
 * fitting connector by name, as `routeTargets(…).fitting` lists them. Names are compared only in the
 * second case: the canvas asks on every load, and a page's first comparison by locale loads the
 * browser's ICU data (tens of ms, see @domain/format/grouped-number.ts) before the first paint.
 */
export const newRouteConnector = (connectors: readonly StudioConnector[], metaGuid: string, method: string | undefined, defaultConnector: string | null | undefined): string | undefined => {
  const { usable, ofMethod } = targetChecks(connectors, metaGuid, method);
  const fits = (c: StudioConnector) => usable(c) && ofMethod(c);
  const byDefault = connectors.find((c) => c.guid === defaultConnector);
  if (byDefault && fits(byDefault)) return byDefault.guid;
  return connectors.filter(fits).sort(byName)[0]?.guid;
};

/** The payment method routed at a document path: a method block's (`methods/<i>/…`), else the meta-connector's own. */
const useMethodAt = (env: EditorEnvironment, path: string | undefined) =>
  useEditor((s) => {
    const index = path ? /^methods\/(\d+)(\/|$)/.exec(path)?.[1] : undefined;
    if (index !== undefined) return (currentDocument(s) as MultiMethodDocument).methods[Number(index)]?.method;
    return env.connectors.find((c) => c.guid === s.baseline.connectorGuid)?.method;
  });

/** The meta-connector and the payment method of the tree that holds `path`. */
const useTreeAt = (env: EditorEnvironment, path: string | undefined) => ({
  meta: useEditor((s) => s.baseline.connectorGuid),
  method: useMethodAt(env, path) ?? undefined,
});

/**
 * Route targets for the tree that holds `path` (a node path, or `methods/<i>` for a block's
 * default), or for payments of `method` when the caller knows it (a multi-method golden case).
 */
export const useRouteTargets = (env: EditorEnvironment, path?: string, paymentMethod?: string): RouteTargets => {
  const { meta, method } = useTreeAt(env, path);
  const tree = paymentMethod ?? method;
  return useMemo(() => routeTargets(env.connectors, meta, tree), [env.connectors, meta, tree]);
};

/** `newRouteConnector` for the tree that holds `path`. */
export const useNewRouteConnector = (env: EditorEnvironment, path: string | undefined, defaultConnector: string | null | undefined): string | undefined => {
  const { meta, method } = useTreeAt(env, path);
  return useMemo(() => newRouteConnector(env.connectors, meta, method, defaultConnector), [env.connectors, meta, method, defaultConnector]);
};
