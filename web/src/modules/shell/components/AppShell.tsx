import { RequireSession } from "../../auth/components/RequireSession";
import { ShellLayout } from "./ShellLayout";

/** The signed-in area (route /app/*): only for a signed-in person, with the side menu and header bar. */
export function AppShell() {
  return (
    <RequireSession>
      <ShellLayout />
    </RequireSession>
  );
}
