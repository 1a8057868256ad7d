import { useSyncExternalStore } from 'react';

/** Narrower than this, the studio lays pages out for a phone (issue 43.7); styles.css uses the same width. */
export const PHONE_MAX_WIDTH = 600;
const QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** Whether the window is a phone's width now (follows a rotation or a resized window). */
export const usePhone = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
