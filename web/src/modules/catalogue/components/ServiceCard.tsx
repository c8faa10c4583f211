import { Badge, Box, Button, Card, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";
import { sizedImage } from "../../../ui/files/sizedImage";
import { localized } from "../utils/localized";
import type { CatalogueService } from "./types";
import { ServiceIcon } from "./ServiceIcon";

interface Props {
  service: CatalogueService;
  onDetails: () => void;
  onRequest: () => void;
}

export function ServiceCard({ service, onDetails, onRequest }: Props) {
  const { locale } = useLocale();
  return (
    <Card.Root overflow="hidden" variant="outline" h="full">
      <Box bg="brand.subtle" h="120px" position="relative">
        <Image
          {...sizedImage(service.imageUrl, { sizes: "(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw", width: 3, height: 1 })}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
        />
        {service.featured && (
          <Badge position="absolute" top="3" right="3" colorPalette="gold" variant="solid">
            <FormattedMessage id="catalogue.featured" />
          </Badge>
        )}
      </Box>
      <Card.Body gap="3">
        <HStack color="brand.fg" gap="2">
          <ServiceIcon name={service.icon} />
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id={`common.sector.${service.category}`} />
          </Text>
        </HStack>
        <Card.Title as="h3">{localized(service.title, locale)}</Card.Title>
        <Card.Description lineClamp={3}>{localized(service.description, locale)}</Card.Description>
        <Stack gap="1" fontSize="sm">
          {[
            { id: "catalogue.price", value: service.price },
            { id: "catalogue.duration", value: service.duration },
          ].map(({ id, value }) => (
            <Text key={id}>
              <Text as="span" fontWeight="semibold">
                <FormattedMessage id={id} />:
              </Text>{" "}
              {localized(value, locale)}
            </Text>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button variant="outline" colorPalette="brand" size="sm" onClick={onDetails}>
          <FormattedMessage id="catalogue.details" />
        </Button>
        <Button colorPalette="brand" size="sm" onClick={onRequest}>
          <FormattedMessage id="catalogue.request" />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
