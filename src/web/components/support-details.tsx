/**
 * Codes, paths and GUIDs a person need not read but support asks for: one click away, never in the
 * sentence. A native disclosure, so it needs no script and keyboards and screen readers know it.
 */
export const SupportDetails = ({ items, label = 'Details' }: { items: ReadonlyArray<readonly [string, string | number | null | undefined]>; label?: string }) => {
  const shown = items.filter((item): item is readonly [string, string | number] => item[1] !== null && item[1] !== undefined && item[1] !== '');
  if (!shown.length) return null;
  return (
    <details className="support-details">
      <summary>{label}</summary>
      <span className="support-details-body">
        {shown.map(([name, value], index) => (
          <span key={name}>
            {index ? ' · ' : ''}
            {name} <code>{value}</code>
          </span>
        ))}
      </span>
    </details>
  );
};
