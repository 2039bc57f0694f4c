// The unsaved-changes prompt: a dirty form blocks navigation to another page, except when the
// form itself leaves (after a save, a copy or a delete).
import { useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';

export function useLeaveGuard(isDirty: boolean) {
  const navigate = useNavigate();
  const leaving = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  /** Navigates away without the prompt. */
  function leave(to: string) {
    leaving.current = true;
    navigate(to);
  }

  return { blocker, leave, navigate };
}
