/** Every key the editor answers to, where it works: the one place a keyboard user can look them up. */
const KEYS: ReadonlyArray<{ where: string; keys: ReadonlyArray<[string, string]> }> = [
  {
    where: 'Anywhere in the editor',
    keys: [
      ['Ctrl+Z', 'undo (text fields keep their own undo while typing)'],
      ['Ctrl+Y, Ctrl+Shift+Z', 'redo'],
      ['F2', 'edit the selected rule in the inspector (its first field with a problem, else its first field)'],
      ['Escape', 'in the inspector: back to where F2 came from'],
      ['Ctrl+F, /', 'search rules'],
    ],
  },
  {
    where: 'Outline (Tab reaches it; Tab again reaches the node actions)',
    keys: [
      ['↑ ↓ Home End', 'move between rules'],
      ['→ ←', 'unfold / fold, or go to the first child / the parent'],
      ['Enter, Space', 'select the rule (on the canvas too)'],
      ['*', 'unfold the rule and its siblings'],
    ],
  },
  {
    where: 'Canvas (a rule or an empty branch focused)',
    keys: [
      ['Arrows', 'walk the tree: up to the parent, down to the first child, left / right between then and else'],
      ['Enter', 'open the selection in the inspector'],
      ['Delete', 'delete the selected rule and everything below it'],
      ['Ctrl+C', 'copy: a paste makes new rules'],
      ['Ctrl+X', 'cut: the rules stay until a paste moves them (ids kept, one undo step)'],
      ['Ctrl+V', 'paste into the selected empty branch'],
    ],
  },
  {
    where: 'Overview of a large tree (Tab reaches it) and the zoom controls',
    keys: [
      ['Arrows', 'pan the canvas by a quarter of its size'],
      ['+ −', 'zoom in / out'],
      ['Enter, Space', 'on Zoom In, Zoom Out, Fit View: do it'],
    ],
  },
];

export const KeyboardHelp = () => (
  <details className="keyboard-help" style={{ position: 'relative' }}>
    <summary>Keyboard</summary>
    <div className="notice" role="note" aria-label="Keyboard shortcuts" style={{ position: 'absolute', right: 0, zIndex: 20, width: 460, padding: '8px 12px' }}>
      {KEYS.map((group) => (
        <section key={group.where}>
          <h3 style={{ fontSize: 13, margin: '6px 0 2px' }}>{group.where}</h3>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 10px' }}>
            {group.keys.map(([keys, what]) => (
              <div key={keys} style={{ display: 'contents' }}>
                <dt>
                  <kbd>{keys}</kbd>
                </dt>
                <dd style={{ margin: 0 }}>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  </details>
);
