import type { ReactNode } from 'react';
import { useProductionConfirmation } from '../lib/use-production-confirmation';
import { ModalDialog } from './modal-dialog';
import { ProductionConfirm } from './production-confirm';
import { RequestError } from './request-error';

export interface ProductionWriteDialogProps {
  title: string;
  /** Completes "I understand that this …". */
  consequence: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  /** Heads the error when the write is refused. */
  errorTitle?: string;
  onConfirm(): void;
  onCancel(): void;
  children?: ReactNode;
  testId?: string;
}

/** A one-click write (a button, not a form) in production: it waits here for the explicit confirmation. */
export const ProductionWriteDialog = ({ title, consequence, confirmLabel, pending, error, errorTitle = 'Nothing was changed', onConfirm, onCancel, children, testId }: ProductionWriteDialogProps) => {
  const confirmation = useProductionConfirmation();
  return (
    <ModalDialog title={title} onClose={onCancel} testId={testId}>
      {children}
      <ProductionConfirm confirmation={confirmation} consequence={consequence} />
      {error ? <RequestError title={errorTitle} error={error} /> : null}
      <div className="modal-actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="primary" disabled={pending || !confirmation.ready} onClick={onConfirm}>
          {pending ? 'Sending…' : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
};
