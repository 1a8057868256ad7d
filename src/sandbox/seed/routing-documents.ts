import type { MultiMethodDocument, RuleNode, SingleMethodDocument } from '@domain/routing/document';
import { CONNECTORS } from './world';

/** The routing documents the sandbox seeds (and `resetSandbox` restores); tests read them through src/fixtures/routing-documents.ts. */

const C = CONNECTORS;
const route = (connector: string, ...onFail: string[]): Pick<RuleNode, 'route'> => ({
  route: onFail.length ? { connector, onFail: onFail.map((c) => ({ connector: c })) } : { connector },
});

/**
 * The seeded single-method meta-connector's tree: 18 nodes, eight condition kinds, a 50/50 load
 * balancer and failover chains. Ids are those the sandbox seed stores.
 */
export const cardRouterDocument: SingleMethodDocument = {
  version: '1',
  default: { connector: C.alphaEur.guid },
  rerouteRecurring: false,
  tree: {
    id: 'MPR-0a1b-2c3d-4e5f-6071-0001',
    if: { constraint: 'CreditcardBinCountry', params: { comparator: 'in', countries: ['DE', 'AT', 'CH'] } },
    then: {
      id: 'MPR-0a1b-2c3d-4e5f-6071-0002',
      if: { constraint: 'AmountCurrency', params: { comparator: '>=', amount: 1000, currency: 'EUR' } },
      then: {
        id: 'MPR-0a1b-2c3d-4e5f-6071-0003',
        if: { constraint: 'RiskScore', params: { comparator: '>', riskScore: 70 } },
        then: { id: 'MPR-0a1b-2c3d-4e5f-6071-0004', ...route(C.betaEur.guid, C.alphaEur.guid) },
        else: { id: 'MPR-0a1b-2c3d-4e5f-6071-0005', ...route(C.alphaEur.guid, C.betaEur.guid, C.gammaChf.guid) },
      },
      else: {
        id: 'MPR-0a1b-2c3d-4e5f-6071-0006',
        if: { constraint: 'RandomLoadBalancer', params: { percentTrue: 50 } },
        then: { id: 'MPR-0a1b-2c3d-4e5f-6071-0007', ...route(C.alphaEur.guid, C.betaEur.guid) },
        else: { id: 'MPR-0a1b-2c3d-4e5f-6071-0008', ...route(C.betaEur.guid, C.alphaEur.guid) },
      },
    },
    else: {
      id: 'MPR-0a1b-2c3d-4e5f-6071-0009',
      if: { constraint: 'Currency', params: { currency: 'USD' } },
      then: {
        id: 'MPR-0a1b-2c3d-4e5f-6071-0010',
        if: { constraint: 'CreditcardType', params: { comparator: 'in', types: ['amex'] } },
        then: { id: 'MPR-0a1b-2c3d-4e5f-6071-0011', ...route(C.alphaUsd.guid) },
        else: { id: 'MPR-0a1b-2c3d-4e5f-6071-0012', ...route(C.alphaUsd.guid, C.alphaEur.guid) },
      },
      else: {
        id: 'MPR-0a1b-2c3d-4e5f-6071-0013',
        if: { constraint: 'Currency', params: { currency: 'GBP' } },
        then: { id: 'MPR-0a1b-2c3d-4e5f-6071-0014', ...route(C.betaGbp.guid, C.alphaEur.guid) },
        else: {
          id: 'MPR-0a1b-2c3d-4e5f-6071-0015',
          if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: ['CH', 'LI'] } },
          then: { id: 'MPR-0a1b-2c3d-4e5f-6071-0016', ...route(C.gammaChf.guid, C.alphaEur.guid) },
          else: {
            id: 'MPR-0a1b-2c3d-4e5f-6071-0017',
            if: { constraint: 'ExtraData', params: { key: 'channel', value: 'moto', comparator: '=' } },
            then: { id: 'MPR-0a1b-2c3d-4e5f-6071-0018', ...route(C.betaEur.guid) },
            else: null,
          },
        },
      },
    },
  },
};

/** Number of graph nodes the seeded card router shows: 18 rule nodes. */
export const CARD_ROUTER_RULE_NODES = 18;

/** The seeded multi-method meta-connector: card routing by rules, PayPal and direct debit available by rules. */
export const checkoutDocument: MultiMethodDocument = {
  version: '1',
  defaultActionDisable: false,
  paymentSelectionMaxRetries: 3,
  paymentSelectionExpiryHours: 4,
  methods: [
    {
      method: 'Creditcard',
      defaultConnector: { connector: C.alphaEur.guid },
      disabled: false,
      rerouteRecurring: false,
      convertDebitToPreauth: false,
      availability: null,
      routing: {
        tree: {
          id: 'MPR-1b2c-3d4e-5f60-7182-0001',
          if: { constraint: 'Currency', params: { currency: 'USD' } },
          then: { id: 'MPR-1b2c-3d4e-5f60-7182-0002', ...route(C.alphaUsd.guid) },
          else: {
            id: 'MPR-1b2c-3d4e-5f60-7182-0003',
            if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: ['GB'] } },
            then: { id: 'MPR-1b2c-3d4e-5f60-7182-0004', ...route(C.betaGbp.guid, C.alphaEur.guid) },
            else: null,
          },
        },
      },
    },
    {
      method: 'Paypal',
      defaultConnector: { connector: C.paypal.guid },
      disabled: false,
      rerouteRecurring: false,
      convertDebitToPreauth: false,
      availability: {
        tree: {
          id: 'MPR-1b2c-3d4e-5f60-7182-0005',
          if: { constraint: 'CustomerCountry', params: { comparator: 'in', countries: ['DE', 'AT', 'FR', 'NL'] } },
          then: { id: 'MPR-1b2c-3d4e-5f60-7182-0006', action: 'enable' },
          else: { id: 'MPR-1b2c-3d4e-5f60-7182-0007', action: 'disable' },
        },
      },
      routing: null,
    },
    {
      method: 'DirectDebit',
      defaultConnector: { connector: C.sepa.guid },
      disabled: false,
      rerouteRecurring: false,
      convertDebitToPreauth: false,
      availability: {
        tree: {
          id: 'MPR-1b2c-3d4e-5f60-7182-0008',
          if: { constraint: 'AmountCurrency', params: { comparator: '>', amount: 500, currency: 'EUR' } },
          then: { id: 'MPR-1b2c-3d4e-5f60-7182-0009', action: 'disable' },
          else: {
            id: 'MPR-1b2c-3d4e-5f60-7182-0010',
            if: { constraint: 'Currency', params: { currency: 'EUR' } },
            then: { id: 'MPR-1b2c-3d4e-5f60-7182-0011', action: 'enable' },
            else: { id: 'MPR-1b2c-3d4e-5f60-7182-0012', action: 'disable' },
          },
        },
      },
      routing: null,
    },
  ],
};
