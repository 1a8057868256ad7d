/** Two-way JSON view of the document. (Placeholder until the CodeMirror view lands.) */
export const JsonView = () => <p className="muted">JSON view</p>;
