import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Renders its children only after the browser has painted what came before
 * them, as a low-priority update. For the parts of a screen below its first
 * view: the first paint (and the largest element on it) does not wait for
 * their render, and their queries still start a frame later. Place it after
 * everything it could push down, so its arrival shifts nothing (CLS).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame, then a task: the paint of the frame comes first
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : null;
}

/** Mounts a dialog the first time it is asked to open, and keeps it afterwards (so its closing animation still plays). */
export function MountOnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
