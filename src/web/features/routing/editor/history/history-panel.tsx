import type { EditorEnvironment } from '../editor-props';

/** Saved versions: list, compare, restore as a draft. (Placeholder until the history panel lands.) */
export const HistoryPanel = ({ env: _env }: { env: EditorEnvironment }) => <p className="muted">Version history</p>;
