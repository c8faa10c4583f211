import { Center, type ConditionalValue, Spinner } from "@chakra-ui/react";
import { useIntl } from "react-intl";

interface Props {
  /** space above and below the spinner */
  py?: ConditionalValue<string>;
  size?: "md" | "lg";
  /** message id of what screen readers hear */
  label?: string;
}

/** A centred spinner while a query answers, named for screen readers ("Loading…" unless told). */
export function Loading({ py = "12", size = "lg", label = "common.loading" }: Props) {
  const intl = useIntl();
  return (
    <Center py={py}>
      <Spinner size={size} color="brand.solid" aria-label={intl.formatMessage({ id: label })} />
    </Center>
  );
}
