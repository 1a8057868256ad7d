import type { EditorEnvironment } from '../editor-props';

/** Finds nodes by connector, condition or value. (Placeholder until search lands.) */
export const SearchBox = ({ env: _env }: { env: EditorEnvironment }) => null;
