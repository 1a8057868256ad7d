import { STUDIO_CATALOGUE } from '../routing/conditions/catalogue';
import { isMultiMethodDocument, treesOf, walkTree, type AnyDocument } from '../routing/tree-walk';
import { PAYMENT_RECORD_FIELDS, type PaymentRecordField } from '../bi/payment-record-fields';

/**
 * What every replayed record needs: where it sits in time and in its payment, and what routing always
 * reads (type, amount, currency). Not `uuid`: a hit's `_id` is its uuid (recordOfHit), so the source
 * need not carry it a second time (100,000 replayed records: 3.5 MB less to write and parse).
 */
const ALWAYS: readonly PaymentRecordField[] = ['created_at', 'type', 'amount', 'currency', 'base_amount', 'broker_id', 'attempt'];

/** The record fields each condition reads beyond ALWAYS: its kind's `replay.fetch` (`routing/conditions/<kind>.ts`). */
const READS: ReadonlyMap<string, readonly PaymentRecordField[]> = new Map(
  STUDIO_CATALOGUE.kinds.map((kind) => [kind.identifier, kind.replay.replayable ? kind.replay.fetch : []]),
);

/**
 * The record fields a replay of these documents must fetch (`_source`): only what their conditions read,
 * so paging a million records moves a fraction of each. Replaying records cut to these fields gives
 * the same report as replaying whole ones (property-tested).
 */
export const replayFieldsOf = (...documents: AnyDocument[]): PaymentRecordField[] => {
  const fields = new Set<PaymentRecordField>(ALWAYS);
  for (const doc of documents) {
    // A multi-method document picks the block by the payment's method.
    if (isMultiMethodDocument(doc)) fields.add('method');
    for (const { tree, path } of treesOf(doc))
      walkTree(tree, path, (node) => {
        for (const field of READS.get(node.if?.constraint as string) ?? []) fields.add(field);
      });
  }
  return PAYMENT_RECORD_FIELDS.filter((f) => fields.has(f));
};
