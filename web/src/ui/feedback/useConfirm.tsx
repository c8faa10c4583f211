import { type ReactNode, useCallback, useState } from "react";
import { ConfirmDialog } from "./ConfirmDialog";

export interface ConfirmRequest {
  title: string;
  /** what will happen, in words: names the record and says it cannot be undone where it cannot */
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
}

/**
 * A styled replacement for `window.confirm()`:
 * `const confirm = useConfirm(); if (!(await confirm.ask({ … }))) return;`
 * and `{confirm.element}` once in the component's output.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => Promise<boolean>; element: ReactNode } {
  const [pending, setPending] = useState<(ConfirmRequest & { resolve: (ok: boolean) => void }) | null>(null);
  const ask = useCallback((request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })), []);
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const element = pending ? (
    <ConfirmDialog
      title={pending.title}
      text={pending.text}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      onConfirm={() => answer(true)}
      onClose={() => answer(false)}
    />
  ) : null;
  return { ask, element };
}
