import { type ReactNode, useCallback, useRef, useState } from "react";
import { UploadProgress } from "./UploadProgress";
import type { UploadProgress as Sent } from "./uploadFile";

/** What `send` gets: where to report the bytes sent, and the signal a cancel aborts. */
export interface UploadTracking {
  onProgress: (progress: Sent) => void;
  signal: AbortSignal;
}

/**
 * An upload's progress bar for a screen: `run(send)` shows the bar while
 * `send` runs (give its `onProgress` and `signal` to uploadFile), `element`
 * is the bar to place, with "Cancelar envio" when `cancellable` (the upload
 * then rejects with an AbortError).
 */
export function useUploadProgress(
  label: string,
  { cancellable = false } = {},
): {
  run: <T>(send: (tracking: UploadTracking) => Promise<T>) => Promise<T>;
  element: ReactNode;
} {
  const [progress, setProgress] = useState<Sent | null>(null);
  const [active, setActive] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const run = useCallback(async <T,>(send: (tracking: UploadTracking) => Promise<T>) => {
    const current = new AbortController();
    controller.current = current;
    setProgress(null);
    setActive(true);
    try {
      return await send({ onProgress: setProgress, signal: current.signal });
    } finally {
      setActive(false);
      controller.current = null;
    }
  }, []);
  const element = active ? <UploadProgress progress={progress} label={label} onCancel={cancellable ? () => controller.current?.abort() : undefined} /> : null;
  return { run, element };
}

/** true for the rejection of an upload the person cancelled */
export const uploadCancelled = (error: unknown) => error instanceof DOMException && error.name === "AbortError";
