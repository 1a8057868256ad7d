import { useId, useMemo, useState, type ReactNode } from 'react';
import { disableLosses, type DisableLoss, type ResetFlag } from '@domain/routing/multi-method-delta-losses';
import { isMultiMethodDocument } from '@domain/routing/tree-walk';
import { useEditor } from '../state/editor-context';
import { currentDocument } from '../state/editor-store';

const FLAG_LABEL: Record<ResetFlag, string> = { rerouteRecurring: '“Reroute recurring payments”', convertDebitToPreauth: '“Convert debits to preauthorizations”' };
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const and = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** "the gateway will remove Paypal's 3 availability rules and reset … to off": what switching a method off costs, in words. */
export const describeDisableLoss = (loss: DisableLoss): string => {
  const rules = [loss.availabilityRules ? count(loss.availabilityRules, 'availability rule') : '', loss.routingRules ? count(loss.routingRules, 'routing rule') : ''].filter(Boolean);
  const actions = [
    ...(rules.length ? [`remove its ${and(rules)}`] : []),
    ...(loss.flags.length ? [`reset ${and(loss.flags.map((f) => FLAG_LABEL[f]))} to off`] : []),
    ...(loss.otherMembers.length ? [`drop its other settings (${loss.otherMembers.join(', ')})`] : []),
  ];
  return `Saving switches ${loss.method} off, and the gateway will ${and(actions)}: switching a method off replaces its rules and settings with nothing. Switching it on again later starts with no rules.`;
};

/** The losses of the document being edited against the live one (none for a single-method document). */
export const useDisableLosses = (): DisableLoss[] => {
  const live = useEditor((s) => s.baseline.document);
  const doc = useEditor(currentDocument);
  return useMemo(() => (isMultiMethodDocument(live) && isMultiMethodDocument(doc) ? disableLosses(live, doc) : []), [live, doc]);
};

/** Under the method's Disabled checkbox: said as soon as the box is ticked, not first at the review. */
export const DisableLossNotice = ({ loss }: { loss: DisableLoss | undefined }) =>
  loss ? (
    <p className="notice notice-warning" role="status" data-testid="disable-loss">
      {describeDisableLoss(loss)} Edits to its rules are not sent while it is disabled.
    </p>
  ) : null;

/**
 * For the review step: each method the save switches off with what the gateway drops, and a
 * checkbox the user must tick before the save can go ahead (`blocking` until then).
 */
export const useDisableLossReview = (): { element: ReactNode; blocking: boolean } => {
  const losses = useDisableLosses();
  const [acknowledged, setAcknowledged] = useState(false);
  const id = useId();
  if (losses.length === 0) return { element: null, blocking: false };
  const element = (
    <div className="notice notice-warning disable-loss-review" role="group" aria-labelledby={`${id}-title`} data-testid="disable-loss-review">
      <p id={`${id}-title`}>
        <strong>Disabling removes rules at the gateway</strong>
      </p>
      <ul>
        {losses.map((loss) => (
          <li key={loss.method} data-method={loss.method}>
            {describeDisableLoss(loss)}
          </li>
        ))}
      </ul>
      <label className="check">
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} /> I understand that these rules and settings will be removed from{' '}
        {and(losses.map((l) => l.method))}
      </label>
    </div>
  );
  return { element, blocking: !acknowledged };
};
