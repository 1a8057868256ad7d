import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Slot = { element: HTMLElement | null; attach: (element: HTMLElement | null) => void };

const AlertSlotContext = createContext<Slot | null>(null);

/**
 * Where the editor's save messages appear: a band of their own above the problems panel, so a
 * rejection or a confirmation takes room from the canvas instead of floating over it.
 */
export const AlertSlotProvider = ({ children }: { children: ReactNode }) => {
  const [element, attach] = useState<HTMLElement | null>(null);
  return <AlertSlotContext.Provider value={{ element, attach }}>{children}</AlertSlotContext.Provider>;
};

/** The band itself; empty (and not drawn) while there is nothing to say. */
export const AlertSlot = () => {
  const slot = useContext(AlertSlotContext);
  return <div className="editor-alerts" ref={slot?.attach} />;
};

/** Renders its children in the band when the editor has one (outside an editor, where they are). */
export const InAlertSlot = ({ children }: { children: ReactNode }) => {
  const element = useContext(AlertSlotContext)?.element;
  return element ? createPortal(children, element) : <>{children}</>;
};
