import type { EditorEnvironment } from '../editor-props';

/** Default connector, rerouteRecurring, remove all rules. (Placeholder until the settings form lands.) */
export const DocumentSettings = ({ env: _env }: { env: EditorEnvironment }) => <p className="muted">Document settings</p>;
