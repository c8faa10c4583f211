import type { ReactNode } from "react";
import { RestrictedNotice } from "../ui/access/RestrictedNotice";
import { Loading } from "../ui/feedback/Loading";
import { useSession } from "./useSession";

/**
 * The management screens are for administrators (the server refuses everyone
 * else anyway). Others see why, and nothing of the screen is requested for
 * them; while the session is still being read it waits rather than refuses.
 * It lives beside the session, not in ui/: the session imports ui/, so ui/
 * reading the session would make the two import each other.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === "loading") return <Loading py="20" />;
  if (user?.role !== "ADMIN") return <RestrictedNotice />;
  return <>{children}</>;
}
