import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from './editor-store';

const EditorContext = createContext<EditorStore | null>(null);

/** One store per open editor (per connector), so two editors never share undo history. */
export const EditorProvider = ({ store, children }: { store: EditorStore; children: ReactNode }) => (
  <EditorContext.Provider value={store}>{children}</EditorContext.Provider>
);

export const useEditorStore = (): EditorStore => {
  const store = useContext(EditorContext);
  if (!store) throw new Error('useEditor needs an <EditorProvider>');
  return store;
};

/** Subscribes to one slice of the editor state; components re-render only when their slice changes. */
export const useEditor = <T,>(selector: (state: EditorState) => T): T => useStore(useEditorStore(), selector);
