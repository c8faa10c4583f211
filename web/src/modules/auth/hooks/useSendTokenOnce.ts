import { useEffect, useRef } from "react";

/**
 * Sends an e-mailed link's token once `ready`: a token works once, so it is
 * never sent twice (React runs effects twice in development).
 */
export function useSendTokenOnce(token: string, ready: boolean, send: (token: string) => void) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !ready || sent.current === token) return;
    sent.current = token;
    send(token);
  }, [token, ready, send]);
}
