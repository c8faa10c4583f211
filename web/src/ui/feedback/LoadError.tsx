import { Alert, Button } from "@chakra-ui/react";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { RestrictedNotice } from "../access/RestrictedNotice";
import { graphqlErrorInfo } from "../errors/graphqlErrorInfo";

interface Props {
  onRetry: () => void;
  /** the failure; when the server refused the request it reads as restricted access */
  error?: unknown;
  /** what failed to load, when the generic "could not load the data" is too vague */
  title?: ReactNode;
}

/** A visible load failure with a retry button (no sample-data fallback, DESIGN.md §9.3). */
export function LoadError({ onRetry, error, title }: Props) {
  const { code } = graphqlErrorInfo(error);
  if (code === "FORBIDDEN" || code === "UNAUTHENTICATED") return <RestrictedNotice />;
  return (
    <Alert.Root status="error" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title ?? <FormattedMessage id="common.loadError" />}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        <FormattedMessage id="common.retry" />
      </Button>
    </Alert.Root>
  );
}
