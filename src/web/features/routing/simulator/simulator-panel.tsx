import type { EditorEnvironment } from '../editor/editor-props';

/** Which connector would this transaction go to, and why. (Placeholder until the simulator lands.) */
export const SimulatorPanel = ({ env: _env }: { env: EditorEnvironment }) => <p className="muted">Simulator</p>;
