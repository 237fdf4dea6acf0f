import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-admin';
import { useBeforeUnloadPrompt } from './useBeforeUnloadPrompt';
import { LOGIN_PATH } from './paths';

/**
 * While `question` is set, leaving the page asks it first: a link, Back, a reload or closing the tab. For what a
 * page holds outside a react-admin form (an upload that can still be stopped, the order-completion modal's code and
 * photos); forms have useLeaveGuard. Not a session's end, which goes to /login whatever the answer.
 */
export function useAskBeforeLeaving(question: string | null) {
  const questionNow = useRef(question);
  questionNow.current = question;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => questionNow.current !== null && nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname !== LOGIN_PATH,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (questionNow.current === null || window.confirm(questionNow.current)) blocker.proceed?.();
    else blocker.reset?.();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the blocker is a new object on every render: its state is what matters
  }, [blocker.state]);
  useBeforeUnloadPrompt(question !== null);
}
