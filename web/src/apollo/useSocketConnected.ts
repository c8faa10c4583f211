import { useEffect, useState } from "react";
import { subscribeSocketState } from "./socketState";

/** Whether the realtime WebSocket is open (`null` while the first attempt is under way). */
export function useSocketConnected(): boolean | null {
  const [connected, setConnected] = useState<boolean | null>(null);
  useEffect(() => subscribeSocketState(setConnected), []);
  return connected;
}
