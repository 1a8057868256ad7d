import type { ConditionParams } from '../../condition-params';
import { comparatorSymbol } from '../../describe/format';
import { counterQueryOf, type CounterConstraint } from '../counters';
import { compareDecimal, toDecimal, type Decimal } from '../../../money/decimal';
import type { SimTransaction } from '../transaction';
import { holds, note, relation, unevaluable, yesNo } from './shared';
import type { ConditionTest } from './types';

// IBANs are printed in groups of four and typed in any case; rules are written against the
// electronic form, so spaces go and letters are upper-cased before matching.
const normalIban = (iban: string | undefined): string | undefined => iban?.replace(/\s+/g, '').toUpperCase();


/** Count/volume conditions read the caller's current counters; no counter → unevaluable. */
const counterCondition =
  (constraint: CounterConstraint) =>
  (p: ConditionParams<CounterConstraint>): ConditionTest => {
    const query = counterQueryOf(constraint, p);
    const threshold = toDecimal(p.value) as Decimal;
    const what = `${constraint === 'ChargebackCountOrVolumePerConnector' ? 'Chargeback' : 'Debit/preauth'} ${p.valueUnit} (${p.valueReference}) in last ${p.timeReference} ${p.timeUnit}`;
    return (_tx, ctx, target) => {
      const current = ctx.counters?.(query);
      const actual = current === undefined ? undefined : toDecimal(current);
      if (!actual) return unevaluable(target, { counter: current ?? null }, `${what}: no counter available, cannot be evaluated`);
      const result = holds(p.comparator, compareDecimal(actual, threshold));
      if (target) note(target, { counter: current }, `${what} is ${current}, ${relation(p.comparator, result)} ${p.value}`);
      return result;
    };
  };

export const transactionConditions = {
  // Key absent: `=` is false and `!=` true (contract §2); `matches` / `matches_not` follow the same
  // reading (an absent value matches nothing). Key `currency` falls back to the transaction currency.
  // Values compare case-sensitively, as the gateway stores extra data verbatim.
  ExtraData: (p: ConditionParams<'ExtraData'>): ConditionTest => {
    const pattern = p.comparator.startsWith('matches') ? new RegExp(p.value) : undefined;
    return (tx, _ctx, target) => {
      const own = tx.extraData && Object.hasOwn(tx.extraData, p.key) ? tx.extraData[p.key] : undefined;
      const value = own ?? (p.key === 'currency' ? tx.currency : undefined);
      const field = own === undefined && value !== undefined ? 'currency' : `extraData.${p.key}`;
      let result: boolean;
      if (value === undefined) result = p.comparator === '!=' || p.comparator === 'matches_not';
      else if (pattern) result = pattern.test(value) === (p.comparator === 'matches');
      else result = (value === p.value) === (p.comparator === '=');
      if (target) {
        const shown = value === undefined ? `${p.key} is missing` : `${p.key} "${value}"`;
        const test = pattern
          ? `${result === (p.comparator === 'matches') ? 'matches' : 'does not match'} /${p.value}/`
          : `${(value === p.value) ? '=' : comparatorSymbol('!=')} "${p.value}"`;
        note(target, { [field]: value ?? null }, value === undefined ? `Extra data ${shown}` : `Extra data ${shown} ${test}`);
      }
      return result;
    };
  },
  HasReferenceSchemeTransactionId: (p: ConditionParams<'HasReferenceSchemeTransactionId'>): ConditionTest =>
    yesNo(p.schemeRefIdExpected, 'schemeReferenceId', (tx) => tx.schemeReferenceId !== undefined, {
      yes: 'Has a scheme reference transaction id',
      no: 'Has no scheme reference transaction id',
    }),
  TransactionType: (p: ConditionParams<'TransactionType'>): ConditionTest => (tx, _ctx, target) => {
    const result = tx.transactionType === p.type;
    if (target) note(target, { transactionType: tx.transactionType }, `Transaction type ${tx.transactionType} ${result ? 'is' : 'is not'} ${p.type}`);
    return result;
  },
  // A transaction that does not say it is recurring is not: the flag is opt-in on the gateway's API.
  IsRecurring: (p: ConditionParams<'IsRecurring'>): ConditionTest =>
    yesNo(p.recurring, 'recurring', (tx: SimTransaction) => tx.recurring, { yes: 'Transaction is recurring', no: 'Transaction is not recurring' }),
  // A root transaction (no initial connector) is false, as the contract says.
  InitialConnector: (p: ConditionParams<'InitialConnector'>): ConditionTest => (tx, _ctx, target) => {
    const initial = tx.initialConnectorGuid;
    const result = initial === p.connectorGuid;
    if (target)
      note(target, { initialConnectorGuid: initial ?? null }, initial === undefined ? 'Root transaction: no initial connector' : `Initial connector ${initial} ${result ? 'is' : 'is not'} ${p.connectorGuid}`);
    return result;
  },
  // Like InitialConnector: a root transaction has no initial adapter, so the condition is false.
  InitialAdapter: (p: ConditionParams<'InitialAdapter'>): ConditionTest => (tx, _ctx, target) => {
    const initial = tx.initialAdapter;
    const result = initial?.adapterIdentifier === p.adapterIdentifier && initial.methodIdentifier === p.methodIdentifier;
    if (target) {
      const shown = initial ? `${initial.adapterIdentifier} (${initial.methodIdentifier})` : undefined;
      note(target, { initialAdapter: initial ?? null }, shown === undefined ? 'Root transaction: no initial adapter' : `Initial adapter ${shown} ${result ? 'is' : 'is not'} ${p.adapterIdentifier} (${p.methodIdentifier})`);
    }
    return result;
  },
  // No IBAN matches no pattern: false. Not unevaluable, because the contract reserves that for card
  // and customer conditions, and a card payment simply has no IBAN.
  IbanRegexp: (p: ConditionParams<'IbanRegexp'>): ConditionTest => {
    const pattern = new RegExp(p.regexp);
    return (tx, _ctx, target) => {
      const iban = normalIban(tx.iban);
      const result = iban !== undefined && pattern.test(iban);
      if (target) note(target, { iban: iban ?? null }, `IBAN ${iban ?? 'missing'} ${result ? 'matches' : 'does not match'} /${p.regexp}/`);
      return result;
    };
  },
  // 1-based position; a value longer than one character must appear there in full.
  IbanRoutingRule: (p: ConditionParams<'IbanRoutingRule'>): ConditionTest => (tx, _ctx, target) => {
    const iban = normalIban(tx.iban);
    const result = iban !== undefined && iban.startsWith(p.value, p.position - 1);
    if (target) {
      const at = iban?.slice(p.position - 1, p.position - 1 + p.value.length);
      note(target, { iban: iban ?? null }, iban === undefined ? 'IBAN missing' : `IBAN character ${p.position} is ${at || 'beyond the end'}, ${result ? '=' : '≠'} ${p.value}`);
    }
    return result;
  },
  ChargebackCountOrVolumePerConnector: counterCondition('ChargebackCountOrVolumePerConnector'),
  DebitPreauthCountOrVolumePerConnector: counterCondition('DebitPreauthCountOrVolumePerConnector'),
};
