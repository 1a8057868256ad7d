import type { MethodBlock, TreeKind } from '@domain/routing/document';

const TEXT: Record<TreeKind, { title: string; none: string; some: string }> = {
  availability: { title: 'Availability', none: 'none: always available', some: 'decides whether the method is offered' },
  routing: { title: 'Routing', none: 'none: the default connector takes all', some: 'picks the connector' },
};

/** Switches the canvas, outline and inspector between the method's availability tree and its routing tree. */
export const TreeSwitch = ({ block, kind, onChange }: { block: MethodBlock; kind: TreeKind; onChange: (kind: TreeKind) => void }) => (
  <div className="side-tabs tree-switch" role="tablist" aria-label={`${block.method} trees`}>
    {(['availability', 'routing'] as const).map((k) => (
      <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => onChange(k)} data-tree={k}>
        {TEXT[k].title} tree <span className="muted">({block[k]?.tree ? TEXT[k].some : TEXT[k].none})</span>
      </button>
    ))}
  </div>
);
