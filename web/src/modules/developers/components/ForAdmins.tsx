import { Box } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useSession } from "../../../session/useSession";
import { FormMessage } from "../../../ui/feedback/FormMessage";

/** The partners' access pages are for administrators: anyone else is told so, and nothing of the page is requested for them. */
export function ForAdmins({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const intl = useIntl();
  if (user?.role !== "ADMIN") {
    return (
      <Box p={{ base: "4", md: "8" }}>
        <FormMessage status="error">{intl.formatMessage({ id: "auth.error.forbidden" })}</FormMessage>
      </Box>
    );
  }
  return <>{children}</>;
}
