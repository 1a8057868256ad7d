/** Autosaves the draft and offers a recovered one back. (Placeholder until drafts land.) */
export const DraftBanner = () => null;
