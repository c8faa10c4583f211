import { Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** A date over its time (day/month/year, then hour:minute), or "never" when there is none. */
export function DateTimeText({ value }: { value: string | null }) {
  const intl = useIntl();
  if (!value) return <Text color="fg.muted">{intl.formatMessage({ id: "auth.apiTokens.never" })}</Text>;
  return (
    <time dateTime={value}>
      <Text as="span" display="block" whiteSpace="nowrap">
        {intl.formatDate(value, { day: "2-digit", month: "2-digit", year: "numeric" })}
      </Text>
      <Text as="span" display="block" fontSize="xs" color="fg.muted">
        {intl.formatTime(value, { hour: "2-digit", minute: "2-digit" })}
      </Text>
    </time>
  );
}
