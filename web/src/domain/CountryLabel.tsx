import { HStack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { CountryFlag } from "./CountryFlag";

/** A country with its flag. */
export function CountryLabel({ country }: { country: string }) {
  return (
    <HStack as="span" gap="1.5" display="inline-flex">
      <CountryFlag country={country} />
      <Text as="span">
        <FormattedMessage id={`common.country.${country}`} />
      </Text>
    </HStack>
  );
}
