import { CircleCheck, CircleX, Clock, type LucideIcon } from "lucide-react";

/** Spec: approved green, rejected red, anything else (pending) yellow; each with its icon. */
export function applicationStatusLook(status: string): { palette: "green" | "red" | "yellow"; Icon: LucideIcon } {
  if (status === "APPROVED") return { palette: "green", Icon: CircleCheck };
  if (status === "REJECTED") return { palette: "red", Icon: CircleX };
  return { palette: "yellow", Icon: Clock };
}
