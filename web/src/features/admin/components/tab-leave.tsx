/**
 * Leaving an admin tab that holds unsaved work (spec 03 §4 "Cancel with unsaved changes"): the
 * active panel states the question its own Cancel asks while it has unsaved changes, and the tab
 * bar (routes/AdminPage.tsx) asks it before switching; Yes switches (the panel is unmounted, its
 * changes dropped, its page lock released), No stays on the panel with its changes.
 */
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

type SetQuestion = (question: string | null) => void;

/** Given by the admin page to its panels: how a panel states (or withdraws) its question. */
export const TabLeaveContext = createContext<SetQuestion>(() => {});

/** The admin page's side: the question the active panel asks before a tab switch (null: none). */
export function useTabLeaveQuestion() {
  const question = useRef<string | null>(null);
  const setQuestion = useCallback<SetQuestion>((next) => {
    question.current = next;
  }, []);
  return { question, setQuestion };
}

/** A panel's side: while `question` is set, switching admin tabs asks it first. */
export function useAskBeforeTabLeave(question: string | null): void {
  const setQuestion = useContext(TabLeaveContext);
  useEffect(() => {
    setQuestion(question);
    return () => setQuestion(null);
  }, [setQuestion, question]);
}
