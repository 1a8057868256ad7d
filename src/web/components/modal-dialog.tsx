import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement | null): HTMLElement[] => (root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : []);

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Changing it moves focus back to the first control (a dialog that swaps its content, e.g. a confirmation step). */
  focusKey?: string;
  testId?: string;
}

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape closes, and focus returns to
 * where it was. Rendered into <body> so the editor's panels cannot clip it.
 */
export const ModalDialog = ({ title, onClose, children, focusKey, testId }: ModalDialogProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    (focusables(ref.current)[0] ?? ref.current)?.focus();
  }, [focusKey]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(ref.current);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      const active = document.activeElement;
      const inside = active instanceof Node && ref.current?.contains(active);
      if (!inside || (event.shiftKey && active === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div className="modal-backdrop">
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid={testId}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
};
