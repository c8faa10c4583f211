// TEMPORARY (the accounts work replaces it).
import type { ReactNode } from "react";

export function SessionProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
