import type { EditorEnvironment } from '../editor-props';

/** Keyboard-usable tree list synchronised with the canvas. (Placeholder until the outline lands.) */
export const OutlineTree = ({ env: _env }: { env: EditorEnvironment }) => null;
