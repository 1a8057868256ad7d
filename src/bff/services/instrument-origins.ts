import type { InstrumentOrigin, StudioInstrument } from '@contracts/bff-profiles';
import { REGISTER_RECORD_FIELDS, RegisterRecord, registrationCandidates } from '@domain/profiles/instrument-origin';
import type { Environment } from '../environments';
import { HttpError } from '../http-error';
import { biSourcesOf, searchEnvironmentBi } from './bi';

/**
 * Finds the transactions that registered stored instruments, in the environment's BI data source
 * (live and test data, whichever addresses are configured). The gateway's profile lookup does not
 * name them, and detaching by a wrong one detaches a different card.
 */

type Found = { records: RegisterRecord[]; unavailable: string | null };

const search = async (env: Environment, query: Record<string, unknown>): Promise<Found> => {
  const sources = biSourcesOf(env);
  if (sources.length === 0) return { records: [], unavailable: 'this environment has no BI data source configured' };
  const records: RegisterRecord[] = [];
  let unavailable: string | null = null;
  for (const source of sources) {
    try {
      const { result } = await searchEnvironmentBi(env, { source, query: { ...query, _source: [...REGISTER_RECORD_FIELDS] } });
      for (const hit of result.hits.hits) {
        const parsed = RegisterRecord.safeParse(hit._source ?? {});
        if (parsed.success) records.push({ ...parsed.data, uuid: parsed.data.uuid ?? hit._id });
      }
    } catch (error) {
      unavailable = error instanceof HttpError ? error.message : 'the BI data source could not be asked';
    }
  }
  return { records, unavailable };
};

const term = (field: string, value: unknown) => ({ term: { [field]: value } });

/** A registration of this card: a successful register, or a debit/preauthorize with register, on the instrument's connector with its card. */
const cardClause = (instrument: StudioInstrument) => {
  const d = instrument.paymentData;
  return {
    bool: {
      filter: [
        ...(instrument.connectorGuid ? [term('connector_guid', instrument.connectorGuid)] : []),
        ...(d.lastFourDigits ? [term('creditcard.last_four_digits', d.lastFourDigits)] : []),
        ...(d.firstSixDigits ? [term('creditcard.first_six_digits', d.firstSixDigits)] : []),
      ],
    },
  };
};

const REGISTERED = { bool: { should: [term('type', 'register'), term('is_with_register', true)], minimum_should_match: 1 } };

/** For each card instrument, the transactions that can have registered it, most likely first. */
export const instrumentOrigins = async (env: Environment, instruments: readonly StudioInstrument[]): Promise<InstrumentOrigin[]> => {
  const cards = instruments.filter((i) => i.method === 'card');
  const found: Found = cards.length
    ? await search(env, { size: 200, sort: [{ created_at: 'desc' }], query: { bool: { filter: [term('status', 'success'), REGISTERED], should: cards.map(cardClause), minimum_should_match: 1 } } })
    : { records: [], unavailable: null };
  return instruments.map((instrument) => {
    if (instrument.method !== 'card') return { paymentToken: instrument.paymentToken, candidates: [], unknownBecause: 'the studio can only trace card instruments' };
    const candidates = registrationCandidates(found.records, { ...instrument, connectorGuid: instrument.connectorGuid }).map((r) => ({
      transactionUuid: r.uuid!,
      createdAt: r.created_at ?? null,
      connectorGuid: r.connector_guid ?? null,
      connectorName: r.connector_name ?? null,
      metaConnectorGuid: r.meta_connector_guid ?? null,
      type: r.type ?? null,
    }));
    const unknownBecause = candidates.length ? null : (found.unavailable ?? 'the BI data source has no successful registration of this card on its connector (records can take up to 24 hours to arrive)');
    return { paymentToken: instrument.paymentToken, candidates, unknownBecause };
  });
};

/** The BI record of one transaction; `record: null` with the reason when the data source has none or could not be asked. */
export const registrationRecord = async (env: Environment, transactionUuid: string): Promise<{ record: RegisterRecord | null; unavailable: string | null }> => {
  const found = await search(env, { size: 1, query: { bool: { filter: [term('uuid', transactionUuid)] } } });
  return { record: found.records[0] ?? null, unavailable: found.unavailable };
};
