import { Alert, Button } from "@chakra-ui/react";
import { ShieldCheck } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router";

/** Shown on the personal dashboard to administrators, with a real way back to the admin area. */
export function AdminNoticeBanner() {
  return (
    <Alert.Root status="warning" data-testid="admin-banner" flexWrap={{ base: "wrap", sm: "nowrap" }} alignItems={{ sm: "center" }}>
      <Alert.Indicator>
        <ShieldCheck />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="dashboard.adminBanner.title" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="dashboard.adminBanner.text" />
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="gold" ms={{ base: "8", sm: "0" }} whiteSpace="normal" h="auto" minH="8" py="1.5">
        <RouterLink to="/app?tab=overview">
          <FormattedMessage id="dashboard.adminBanner.go" />
        </RouterLink>
      </Button>
    </Alert.Root>
  );
}
