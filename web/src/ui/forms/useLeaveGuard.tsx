import { type ReactNode, useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../feedback/ConfirmDialog";

export interface LeaveGuardText {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * Warns before leaving a form with unsaved input: the browser's own prompt on
 * reload or close (the only one a page may show then), and the styled dialog
 * for a link or Back inside the app. Render the returned element once.
 */
export function useLeaveGuard(active: boolean, words: LeaveGuardText): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);

  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmDialog
      title={words.title}
      text={words.text}
      confirmLabel={words.confirmLabel}
      cancelLabel={words.cancelLabel}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    />
  );
}
