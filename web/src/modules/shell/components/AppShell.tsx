// TEMPORARY placeholder: replaced by the shell work.
import { Outlet } from "react-router";

export function AppShell() {
  return <Outlet />;
}
