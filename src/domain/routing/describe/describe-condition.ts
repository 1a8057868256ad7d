import { asKnownCondition, constraintInfo, type KnownCondition } from '../condition-catalogue';
import { BASE_AMOUNT } from '../condition-params';
import type { Condition } from '../document';
import { noConnectorNames, type ConnectorNameLookup } from './connector-names';
import { compactParams, comparatorSymbol, formatNumber, membership } from './format';
import { BIN_TYPE_LABELS, CARD_TYPE_LABELS, LOOKUP_STATUS_LABELS, listOf } from './labels';

const yes = (value: 'yes' | 'no', whenYes: string, whenNo: string): string => (value === 'yes' ? whenYes : whenNo);

const plural = (count: string, unit: string): string => (count === '1' ? `${count} ${unit.replace(/s$/, '')}` : `${formatNumber(count)} ${unit}`);

const sentence = (c: KnownCondition, names: ConnectorNameLookup): string => {
  const connector = (guid: string) => names(guid) ?? guid;
  switch (c.constraint) {
    case 'CustomerCountry':
      return `Customer country ${membership(c.params.comparator)} ${listOf(c.params.countries)}`;
    case 'CustomerIpCountry':
      return `Customer IP country ${membership(c.params.comparator)} ${listOf(c.params.countries)}`;
    case 'Currency':
      return `Currency is ${c.params.currency}`;
    case 'AmountCurrency': {
      const { comparator, amount, currency } = c.params;
      return currency === BASE_AMOUNT
        ? `Amount in base currency ${comparatorSymbol(comparator)} ${formatNumber(amount)}`
        : `Amount ${comparatorSymbol(comparator)} ${formatNumber(amount)} ${currency}`;
    }
    case 'RiskScore':
      return `Risk score ${comparatorSymbol(c.params.comparator)} ${formatNumber(c.params.riskScore)}`;
    case 'ExtraData': {
      const { key, value, comparator } = c.params;
      if (comparator === 'matches') return `Extra data ${key} matches /${value}/`;
      if (comparator === 'matches_not') return `Extra data ${key} does not match /${value}/`;
      return `Extra data ${key} ${comparatorSymbol(comparator)} ${value}`;
    }
    case 'RandomLoadBalancer':
      return `${c.params.percentTrue} % of traffic`;
    case 'CreditcardType':
      return `Card type ${membership(c.params.comparator)} ${listOf(c.params.types, CARD_TYPE_LABELS)}`;
    case 'CreditcardCardNetwork':
      return `Card network in ${listOf(c.params.cardNetworks, CARD_TYPE_LABELS)}`;
    case 'CreditcardBinCountry':
      return `Card BIN country ${membership(c.params.comparator)} ${listOf(c.params.countries)}`;
    case 'CreditcardBinLevel':
      return `Card BIN level ${membership(c.params.comparator)} ${listOf(c.params.levels)}`;
    case 'CreditcardBinType':
      return `Card BIN type ${membership(c.params.comparator)} ${listOf(c.params.types, BIN_TYPE_LABELS)}`;
    case 'CreditcardBinSegment':
      return `Card BIN segment ${membership(c.params.comparator)} ${listOf(c.params.segments)}`;
    case 'CreditcardBinPrepaid':
      return yes(c.params.isPrepaid, 'Card is prepaid', 'Card is not prepaid');
    case 'CreditcardBinReloadable':
      return yes(c.params.isReloadable, 'Card is reloadable', 'Card is not reloadable');
    case 'CreditcardBinLookupStatus':
      return `BIN lookup status ${membership(c.params.comparator)} ${listOf(c.params.statuses, LOOKUP_STATUS_LABELS)}`;
    case 'BinRangeRegexp':
      return `BIN ${c.params.comparator === 'neq' ? 'does not match' : 'matches'} /${c.params.regexp}/`;
    case 'HasReferenceSchemeTransactionId':
      return yes(c.params.schemeRefIdExpected, 'Has a scheme reference transaction id', 'Has no scheme reference transaction id');
    case 'TransactionType':
      return `Transaction type is ${c.params.type}`;
    case 'IsRecurring':
      return yes(c.params.recurring, 'Transaction is recurring', 'Transaction is not recurring');
    case 'InitialConnector':
      return `Initial connector is ${connector(c.params.connectorGuid)}`;
    case 'InitialAdapter':
      return `Initial adapter is ${c.params.adapterIdentifier} (${c.params.methodIdentifier})`;
    case 'IbanRegexp':
      return `IBAN matches /${c.params.regexp}/`;
    case 'IbanRoutingRule':
      return `IBAN character ${c.params.position} = ${c.params.value}`;
    case 'ChargebackCountOrVolumePerConnector':
    case 'DebitPreauthCountOrVolumePerConnector': {
      const p = c.params;
      const what = c.constraint === 'ChargebackCountOrVolumePerConnector' ? 'Chargeback' : 'Debit/preauth';
      const scope = p.valueReference === 'merchant' ? 'merchant' : connector(p.valueReference);
      return `${what} ${p.valueUnit} (${scope}) in last ${plural(p.timeReference, p.timeUnit)} ${comparatorSymbol(p.comparator)} ${formatNumber(p.value)}`;
    }
  }
};

/**
 * A condition as one readable sentence ("Card BIN country in DE, AT", "Amount ≥ 1,000 EUR").
 * Never throws: an unknown constraint (newer catalogue) or params that do not match the schema
 * (mid-edit, or a gateway we do not know) still render, raw, so the graph can always be drawn.
 */
export const describeCondition = (condition: Condition | undefined, names: ConnectorNameLookup = noConnectorNames): string => {
  if (!condition || typeof condition.constraint !== 'string') return 'Condition (missing)';
  const info = constraintInfo(condition.constraint);
  if (!info) return `${condition.constraint} (unknown condition): ${compactParams(condition.params)}`;
  const known = asKnownCondition(condition);
  if (!known) return `${info.name} (invalid params): ${compactParams(condition.params)}`;
  try {
    return sentence(known, names);
  } catch {
    return `${info.name}: ${compactParams(condition.params)}`;
  }
};
