import { HStack, Icon, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { sectorIcon } from "./sectorIcon";

/** A sector with its icon. */
export function SectorLabel({ sector }: { sector: string }) {
  const SectorIcon = sectorIcon(sector);
  return (
    <HStack as="span" gap="1.5" display="inline-flex">
      <Icon color="brand.fg" boxSize="4" aria-hidden>
        <SectorIcon />
      </Icon>
      <Text as="span">
        <FormattedMessage id={`common.sector.${sector}`} />
      </Text>
    </HStack>
  );
}
