import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { applicationStatusLook } from "./applicationStatusLook";

/** An application's status with its colour and icon. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { palette, Icon } = applicationStatusLook(status);
  return (
    <Badge colorPalette={palette} variant="subtle" gap="1" data-status={status} data-palette={palette}>
      <Icon size={12} aria-hidden />
      <FormattedMessage id={`applications.status.${status}`} />
    </Badge>
  );
}
