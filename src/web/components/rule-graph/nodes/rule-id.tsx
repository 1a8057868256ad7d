export interface RuleIdProps {
  ruleId: string;
}

/** Rule ids are long and opaque; show the tail, keep the whole id in the tooltip. */
export const RuleId = ({ ruleId }: RuleIdProps) =>
  ruleId === 'new' ? (
    <span className="rule-id rule-id-new">new</span>
  ) : (
    <span className="rule-id" title={ruleId}>
      …{ruleId.slice(-4)}
    </span>
  );
