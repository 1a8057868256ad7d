/** The app's name, last in every document title. */
export const APP_NAME = 'Routing Studio';

/** "Card Router · Routing · Routing Studio": the most specific part first, as tabs and history lists cut from the right. */
export const documentTitle = (...parts: ReadonlyArray<string | null | undefined>) => [...parts.filter((p): p is string => Boolean(p)), APP_NAME].join(' · ');

/**
 * The page's own document title. React 19 hoists a rendered <title> into the document head and
 * removes it when the page unmounts, so each page names itself while it is shown.
 */
export const PageTitle = ({ parts }: { parts: ReadonlyArray<string | null | undefined> }) => <title>{documentTitle(...parts)}</title>;
