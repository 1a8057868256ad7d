import { useState } from 'react';
import type { ProfileContainer, StudioInstrument, StudioProfile } from '@contracts/bff-profiles';
import type { CustomerData } from '@domain/profiles/profile';
import { ProductionWriteDialog } from '../../components/production-write-dialog';
import { RequestError } from '../../components/request-error';
import { useSession } from '../../lib/use-session';
import { AttachInstrumentForm } from './attach-instrument-form';
import { describeChangedFields } from './customer-fields';
import { CustomerSummary } from './customer-summary';
import { DeleteProfileDialog } from './delete-profile-dialog';
import { DetachDialog } from './detach-dialog';
import { detachedWords } from './detached-words';
import { EditCustomerForm, type EditIntent } from './edit-customer-form';
import { DetachedInstruments } from './detached-instruments';
import { InstrumentsTable } from './instruments-table';
import { ProfileIdentifiers } from './profile-identifiers';
import { usePreferInstrument } from './use-prefer-instrument';

export interface ProfileViewProps {
  env: string;
  container: ProfileContainer;
  profile: StudioProfile;
  onDeleted(profile: StudioProfile): void;
}

type Dialog =
  | { kind: 'detach'; instrument: StudioInstrument }
  | { kind: 'delete' }
  | { kind: 'prefer'; instrument: StudioInstrument; customerData: CustomerData };

/** Who the profile is, as support says it: the customer's name, else their company or email; null when the profile holds none. */
const customerName = (customer: StudioProfile['customer']): string | null =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.company || customer.email || null;

/** One profile: identifiers, customer data, instruments; changes only for those who may make them. */
export const ProfileView = ({ env, container, profile, onDeleted }: ProfileViewProps) => {
  const { can } = useSession();
  const write = can('profiles:write');
  const [panel, setPanel] = useState<'edit' | 'attach' | null>(null);
  const [intent, setIntent] = useState<EditIntent | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const openPanel = (next: 'edit' | 'attach' | null, nextIntent: EditIntent | null = null) => {
    setPanel(next);
    setIntent(nextIntent);
    setStatus(null);
  };
  const prefer = usePreferInstrument(env, container.guid, profile, {
    onNeedsEdit: (editIntent) => openPanel('edit', editIntent),
    onConfirm: (instrument, customerData) => setDialog({ kind: 'prefer', instrument, customerData }),
    onDone: (result, token) => {
      setDialog(null);
      setStatus(`${token} is now the preferred instrument.${result.changedFields.length ? ` Changed: ${describeChangedFields(result.changedFields)}.` : ''}`);
    },
  });

  return (
    <article className="profile-view" data-testid="profile-view" aria-labelledby="profile-heading">
      <header className="profile-view-header">
        <h2 id="profile-heading">
          {customerName(profile.customer) ?? 'Profile'} <span className="profile-identification">customer {profile.customerIdentification}</span>
        </h2>
        {write ? (
          <div className="row-actions">
            <button type="button" aria-expanded={panel === 'edit'} onClick={() => openPanel(panel === 'edit' ? null : 'edit')}>
              Edit customer data
            </button>
            <button type="button" aria-expanded={panel === 'attach'} onClick={() => openPanel(panel === 'attach' ? null : 'attach')}>
              Attach an instrument
            </button>
            <button type="button" className="danger" onClick={() => setDialog({ kind: 'delete' })}>
              Delete profile…
            </button>
          </div>
        ) : null}
      </header>
      {status ? (
        <p className="notice-ok" role="status">
          {status}
        </p>
      ) : null}
      <ProfileIdentifiers profile={profile} />
      {write && panel === 'edit' ? (
        <EditCustomerForm
          key={intent?.preferredInstrument ?? 'edit'}
          env={env}
          container={container.guid}
          profile={profile}
          intent={intent}
          onCancel={() => openPanel(null)}
          onSaved={(result, preferred) => {
            openPanel(null);
            const changes = result.changedFields.length ? `Changed: ${describeChangedFields(result.changedFields)}.` : 'Nothing changed.';
            setStatus(preferred ? `${preferred} is now the preferred instrument. ${changes}` : changes);
          }}
        />
      ) : null}
      {write && panel === 'attach' ? <AttachInstrumentForm env={env} container={container} profileGuid={profile.profileGuid} /> : null}
      <CustomerSummary profile={profile} />
      <section aria-labelledby="instruments-heading">
        <h3 id="instruments-heading">Payment instruments</h3>
        {prefer.update.isError && !dialog ? <RequestError title="The preferred instrument was not changed" error={prefer.update.error} /> : null}
        <InstrumentsTable
          instruments={profile.instruments}
          container={container}
          actions={write ? { onPrefer: prefer.prefer, onDetach: (instrument) => setDialog({ kind: 'detach', instrument }), busy: prefer.update.isPending } : undefined}
          pathLookup={can('bi:read') ? { env, profileGuid: profile.profileGuid } : undefined}
        />
        <DetachedInstruments detached={profile.detachedInstruments} />
      </section>
      {dialog?.kind === 'detach' ? (
        <DetachDialog
          env={env}
          container={container}
          profileGuid={profile.profileGuid}
          instrument={dialog.instrument}
          onCancel={() => setDialog(null)}
          onDetached={(result) => {
            setDialog(null);
            setStatus(detachedWords(result, dialog.instrument, profile.instruments));
          }}
        />
      ) : null}
      {dialog?.kind === 'prefer' ? (
        <ProductionWriteDialog
          title={`Mark ${dialog.instrument.paymentToken} as preferred`}
          consequence="changes a real customer's preferred payment instrument"
          confirmLabel="Mark as preferred"
          pending={prefer.update.isPending}
          error={prefer.update.error}
          onConfirm={() => prefer.send(dialog.instrument, dialog.customerData)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteProfileDialog env={env} container={container.guid} profile={profile} onCancel={() => setDialog(null)} onDeleted={() => onDeleted(profile)} />
      ) : null}
    </article>
  );
};
