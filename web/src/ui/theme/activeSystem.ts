import type { SystemContext } from "@chakra-ui/react";
import { getLandingSystem } from "./landingSystem";

// The Chakra system the app renders with: the landing one first (few
// recipes, small first bundle), the full one once the signed-in area's code
// has loaded (AppProviders installs it). Same tokens and CSS variables, so
// the switch changes nothing on screen.
let active: SystemContext | null = null;
const listeners = new Set<() => void>();

export const getActiveSystem = (): SystemContext => {
  active ??= getLandingSystem();
  return active;
};

export function setActiveSystem(next: SystemContext): void {
  if (next === active) return;
  active = next;
  for (const l of listeners) l();
}

export function subscribeActiveSystem(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
