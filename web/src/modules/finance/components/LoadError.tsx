import { Alert, Button } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { graphqlErrorInfo } from "../../../ui/errors/graphqlErrorInfo";
import { RestrictedNotice } from "../../../ui/access/RestrictedNotice";

/** A visible load failure with a retry button; a refusal by the server reads as restricted access. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { code } = graphqlErrorInfo(error);
  if (code === "FORBIDDEN" || code === "UNAUTHENTICATED") return <RestrictedNotice />;
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="common.loadError" />
        </Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        <FormattedMessage id="common.retry" />
      </Button>
    </Alert.Root>
  );
}
