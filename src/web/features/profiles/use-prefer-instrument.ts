import type { StudioInstrument, StudioProfile, UpdateProfileResult } from '@contracts/bff-profiles';
import { CustomerData } from '@domain/profiles/profile';
import { useProductionConfirmation } from '../../lib/use-production-confirmation';
import { CUSTOMER_FIELD_LABELS } from '@domain/profiles/profile';
import { currentCustomerData } from './customer-fields';
import type { EditIntent } from './edit-customer-form';
import { useUpdateProfile } from './profile-mutations';

export interface PreferInstrumentHandlers {
  /** The stored data cannot be sent back as it is: the edit form opens with why. */
  onNeedsEdit(intent: EditIntent): void;
  /** Production: the update waits for a confirmation dialog. */
  onConfirm(instrument: StudioInstrument, customerData: CustomerData): void;
  onDone(result: UpdateProfileResult, token: string): void;
}

/**
 * Marking a preferred instrument is an updateProfile, and the gateway wants the customer data (with a
 * first name) on every update: the current data is sent back unchanged with `preferredInstrument`.
 */
export const usePreferInstrument = (env: string, container: string, profile: StudioProfile, handlers: PreferInstrumentHandlers) => {
  const update = useUpdateProfile(env, container, profile.profileGuid);
  const { production } = useProductionConfirmation();
  const send = (instrument: StudioInstrument, customerData: CustomerData) =>
    update.mutate({ customerData, preferredInstrument: instrument.paymentToken }, { onSuccess: (result) => handlers.onDone(result, instrument.paymentToken) });
  const prefer = (instrument: StudioInstrument) => {
    update.reset();
    const checked = CustomerData.safeParse(currentCustomerData(profile));
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = String(issue.path[0]);
      const reason =
        field === 'firstName'
          ? 'The gateway requires a first name on every profile update, also to mark a preferred instrument, and this profile has none. Enter a first name: saving marks the instrument as preferred too.'
          : `The stored customer data does not pass the gateway's update rules (${CUSTOMER_FIELD_LABELS[field as keyof typeof CUSTOMER_FIELD_LABELS] ?? field}: ${issue.message}). Correct it: saving marks the instrument as preferred too.`;
      handlers.onNeedsEdit({ reason, preferredInstrument: instrument.paymentToken });
      return;
    }
    if (production) handlers.onConfirm(instrument, checked.data);
    else send(instrument, checked.data);
  };
  return { prefer, send, update };
};
