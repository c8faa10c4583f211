import { Alert, Button } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import { FormattedMessage } from "react-intl";

/** A visible load failure with a retry button (no sample-data fallback, DESIGN.md §9.3). */
export function LoadErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="common.loadError" />
        </Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCw />
        <FormattedMessage id="common.retry" />
      </Button>
    </Alert.Root>
  );
}
