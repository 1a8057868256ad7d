/** The inspector's element id: Enter on the canvas moves keyboard focus there. */
export const INSPECTOR_ID = 'editor-inspector';
