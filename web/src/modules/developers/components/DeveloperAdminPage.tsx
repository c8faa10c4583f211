import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { TextLink } from "../../../ui/layout/TextLink";

interface Props {
  /** the catalogue prefix of its texts: `<texts>.title|subtitle|guide|create.open|empty.title|empty.text` */
  texts: string;
  /** where the guide for partners explains it */
  guideTo: string;
  onCreate: () => void;
  /** the list (given its `empty` text from here) and the dialogs */
  children: (empty: ReactNode) => ReactNode;
}

/** The frame of the administrators' pages for partners' access (API tokens, webhooks): title, guide link, the create button, then the list. */
export function DeveloperAdminPage({ texts, guideTo, onCreate, children }: Props) {
  const intl = useIntl();
  const t = (suffix: string) => intl.formatMessage({ id: `${texts}.${suffix}` });
  return (
    <Stack gap="6" p={{ base: "4", md: "8" }}>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Stack gap="1" maxW="2xl">
          <Heading as="h1" size="2xl">
            {t("title")}
          </Heading>
          <Text color="fg.muted">{t("subtitle")}</Text>
          <TextLink to={guideTo} color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            {t("guide")}
          </TextLink>
        </Stack>
        <Button colorPalette="brand" onClick={onCreate}>
          <Plus aria-hidden />
          {t("create.open")}
        </Button>
      </HStack>
      {children(
        <>
          <Text as="span" display="block" fontWeight="semibold" color="fg">
            {t("empty.title")}
          </Text>
          {t("empty.text")}
        </>,
      )}
    </Stack>
  );
}
