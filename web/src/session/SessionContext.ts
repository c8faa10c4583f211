import { createContext } from "react";
import type { Session } from "./useSession";

/** Provided by SessionProvider; tests of other features may provide a fixed session through it. */
export const SessionContext = createContext<Session | null>(null);
