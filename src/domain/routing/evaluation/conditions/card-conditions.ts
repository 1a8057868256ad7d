import type { ConditionParams } from '../../condition-params';
import { BIN_TYPE_LABELS, CARD_TYPE_LABELS, LOOKUP_STATUS_LABELS } from '../../describe/labels';
import type { SimTransaction } from '../transaction';
import { membership, note, unevaluable, yesNo, type MembershipSpec } from './shared';
import type { ConditionTest } from './types';

/** A card condition on a transaction without card data cannot be evaluated (contract §2). */
const needsCard: MembershipSpec['requires'] = { present: (tx: SimTransaction) => tx.card !== undefined, reason: 'no card data' };
const NO_BIN = 'no BIN data';

export const cardConditions = {
  CreditcardType: (p: ConditionParams<'CreditcardType'>): ConditionTest =>
    membership({
      label: 'Card type', field: 'card.brand', comparator: p.comparator, values: p.types, labels: CARD_TYPE_LABELS,
      requires: needsCard, caseInsensitive: true, read: (tx) => ({ value: tx.card?.brand }),
    }),
  // The network comes from the BIN lookup; without it the brand is the network (a Visa card runs on
  // Visa). Co-branded cards (maestro on mastercard) need the lookup's network to route correctly.
  CreditcardCardNetwork: (p: ConditionParams<'CreditcardCardNetwork'>): ConditionTest =>
    membership({
      label: 'Card network', field: 'card.network', comparator: p.comparator, values: p.cardNetworks, labels: CARD_TYPE_LABELS,
      requires: needsCard, caseInsensitive: true, read: (tx) => ({ value: tx.card?.network ?? tx.card?.brand }),
    }),
  CreditcardBinCountry: (p: ConditionParams<'CreditcardBinCountry'>): ConditionTest =>
    membership({
      label: 'Card BIN country', field: 'card.binCountry', comparator: p.comparator, values: p.countries,
      requires: needsCard, read: (tx) => ({ value: tx.card?.binCountry, missing: NO_BIN }),
    }),
  CreditcardBinLevel: (p: ConditionParams<'CreditcardBinLevel'>): ConditionTest =>
    membership({
      label: 'Card BIN level', field: 'card.binLevel', comparator: p.comparator, values: p.levels, caseInsensitive: true,
      requires: needsCard, read: (tx) => ({ value: tx.card?.binLevel, missing: NO_BIN }),
    }),
  CreditcardBinType: (p: ConditionParams<'CreditcardBinType'>): ConditionTest =>
    membership({
      label: 'Card BIN type', field: 'card.binType', comparator: p.comparator, values: p.types, labels: BIN_TYPE_LABELS,
      caseInsensitive: true, requires: needsCard, read: (tx) => ({ value: tx.card?.binType, missing: NO_BIN }),
    }),
  CreditcardBinSegment: (p: ConditionParams<'CreditcardBinSegment'>): ConditionTest =>
    membership({
      label: 'Card BIN segment', field: 'card.binSegment', comparator: p.comparator, values: p.segments, caseInsensitive: true,
      requires: needsCard, read: (tx) => ({ value: tx.card?.binSegment, missing: NO_BIN }),
    }),
  // A missing lookup status is treated as "no BIN data" like every other BIN field (in false, notin
  // true) rather than guessed as `no_data`: the simulator should not invent a lookup result.
  CreditcardBinLookupStatus: (p: ConditionParams<'CreditcardBinLookupStatus'>): ConditionTest =>
    membership({
      label: 'BIN lookup status', field: 'card.lookupStatus', comparator: p.comparator, values: p.statuses, labels: LOOKUP_STATUS_LABELS,
      requires: needsCard, read: (tx) => ({ value: tx.card?.lookupStatus, missing: 'not looked up' }),
    }),
  // Without BIN data a card is not known to be prepaid: "yes" is false and "no" true, the yes/no
  // reading of the contract's BIN rule (`in` false, `notin` true).
  CreditcardBinPrepaid: (p: ConditionParams<'CreditcardBinPrepaid'>): ConditionTest =>
    yesNo(p.isPrepaid, 'card.prepaid', (tx) => tx.card?.prepaid, { yes: 'Card is prepaid', no: 'Card is not prepaid' }, needsCard),
  CreditcardBinReloadable: (p: ConditionParams<'CreditcardBinReloadable'>): ConditionTest =>
    yesNo(p.isReloadable, 'card.reloadable', (tx) => tx.card?.reloadable, { yes: 'Card is reloadable', no: 'Card is not reloadable' }, needsCard),
  // A card without a BIN matches no pattern: `eq` false, `neq` true (the BIN rule again).
  BinRangeRegexp: (p: ConditionParams<'BinRangeRegexp'>): ConditionTest => {
    const pattern = new RegExp(p.regexp);
    const wantMatch = p.comparator === 'eq';
    return (tx, _ctx, target) => {
      if (!tx.card) return unevaluable(target, {}, 'BIN range pattern: no card data, cannot be evaluated');
      const bin = tx.card.bin;
      const matches = bin !== undefined && pattern.test(bin);
      if (target) note(target, { 'card.bin': bin ?? null }, `BIN ${bin ?? `unknown (${NO_BIN})`} ${matches ? 'matches' : 'does not match'} /${p.regexp}/`);
      return matches === wantMatch;
    };
  },
};
