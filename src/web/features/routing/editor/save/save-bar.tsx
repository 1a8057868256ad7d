import type { EditorEnvironment } from '../editor-props';

/** Save with review, 422 mapping and 409 handling. (Placeholder until the save flow lands.) */
export const SaveBar = ({ env: _env }: { env: EditorEnvironment }) => null;
