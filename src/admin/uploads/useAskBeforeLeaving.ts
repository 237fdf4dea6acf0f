import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-admin';
import { useBeforeUnloadPrompt } from '@admin/layout/useBeforeUnloadPrompt';

/**
 * While `question` is set (an upload runs on a page that is no form), leaving the page for another asks it first
 * (a link, back), and closing or reloading the tab asks the browser's question. The caller cancels its upload on
 * unmount: this only makes sure the admin meant to leave.
 */
export function useAskBeforeLeaving(question: string | null) {
  const questionNow = useRef(question);
  questionNow.current = question;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => questionNow.current !== null && nextLocation.pathname !== currentLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (questionNow.current === null || window.confirm(questionNow.current)) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker.state]);
  useBeforeUnloadPrompt(question !== null);
}
