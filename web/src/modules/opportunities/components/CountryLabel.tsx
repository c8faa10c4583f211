import { HStack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { countryFlag } from "../utils/countryFlag";

/** A country with its flag. */
export function CountryLabel({ country }: { country: string }) {
  return (
    <HStack as="span" gap="1.5" display="inline-flex">
      <Text as="span" aria-hidden>
        {countryFlag(country)}
      </Text>
      <Text as="span">
        <FormattedMessage id={`common.country.${country}`} />
      </Text>
    </HStack>
  );
}
