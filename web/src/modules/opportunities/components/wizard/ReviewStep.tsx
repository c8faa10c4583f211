import { Badge, Box, Button, DataList, Flex, HStack, Heading, Image, List, Stack, Text } from "@chakra-ui/react";
import { Pencil } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDate } from "../../../../ui/format/formatDate";
import { formatMoney } from "../../../../ui/format/formatMoney";
import type { OpportunityFormValues } from "../../types/OpportunityFormValues";
import { opportunityImageSrc } from "../../../../domain/opportunityImageSrc";
import { sizedImage } from "../../../../ui/files/sizedImage";

interface Props {
  values: OpportunityFormValues;
  onEditStep: (step: number) => void;
}

/** Step 4: everything the admin entered, with a way back to each step. */
export function ReviewStep({ values, onEditStep }: Props) {
  const intl = useIntl();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!values.imageFile) return setPreview(null);
    const url = URL.createObjectURL(values.imageFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.imageFile]);

  const budget = Number(values.budget);
  const section = (step: number, title: string, children: ReactNode) => (
    <Box borderWidth="1px" borderRadius="l2" p="4">
      <Flex justify="space-between" align="center" mb="3">
        <Heading as="h3" textStyle="md">
          {title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={() => onEditStep(step)} aria-label={`${intl.formatMessage({ id: "opportunities.wizard.editStep" })}: ${title}`}>
          <Pencil />
          <FormattedMessage id="opportunities.wizard.editStep" />
        </Button>
      </Flex>
      {children}
    </Box>
  );
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: "28", md: "44" }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <FormattedMessage id="opportunities.wizard.reviewIntro" />
      </Text>
      <Box borderRadius="l2" overflow="hidden" aspectRatio={16 / 9} width="full" maxW="sm" bg="bg.muted" borderWidth="1px">
        <Image
          {...sizedImage(opportunityImageSrc(preview ?? values.imageUrl), { sizes: "24rem", eager: true })}
          alt={intl.formatMessage({ id: "opportunities.image.previewAlt" })}
          width="full"
          height="full"
          objectFit="cover"
        />
      </Box>
      {section(
        1,
        t("opportunities.wizard.step1"),
        <DataList.Root orientation="horizontal" size="sm">
          {item(t("opportunities.field.title"), <Text fontWeight="semibold">{values.title}</Text>)}
          {item(t("opportunities.field.description"), <Text whiteSpace="pre-wrap">{values.description}</Text>)}
          {item(t("opportunities.field.country"), values.country && t(`common.country.${values.country}`))}
          {item(t("opportunities.field.sector"), values.sector && t(`common.sector.${values.sector}`))}
        </DataList.Root>,
      )}
      {section(
        2,
        t("opportunities.wizard.step2"),
        <DataList.Root orientation="horizontal" size="sm">
          {item(t("opportunities.field.type"), t(`opportunities.type.${values.type}`))}
          {item(t("opportunities.field.organization"), values.organization)}
          {item(t("opportunities.field.location"), values.location)}
          {item(
            t("opportunities.field.budget"),
            budget > 0 ? formatMoney(budget, "USD", intl.locale, { fractionDigits: 0 }) : <FormattedMessage id="opportunities.review.noBudget" />,
          )}
        </DataList.Root>,
      )}
      {section(
        3,
        t("opportunities.wizard.step3"),
        <DataList.Root orientation="horizontal" size="sm">
          {item(t("opportunities.field.deadline"), values.deadline && formatDate(values.deadline, intl.locale))}
          {item(
            t("opportunities.field.requirements"),
            <List.Root ps="4">
              {values.requirements
                .filter((r) => r.trim())
                .map((r, i) => (
                  <List.Item key={`${i}:${r}`}>{r}</List.Item>
                ))}
            </List.Root>,
          )}
          {item(
            t("opportunities.field.featured"),
            <HStack>
              {values.featured ? (
                <Badge colorPalette="gold">
                  <FormattedMessage id="opportunities.review.yes" />
                </Badge>
              ) : (
                <FormattedMessage id="opportunities.review.no" />
              )}
            </HStack>,
          )}
        </DataList.Root>,
      )}
    </Stack>
  );
}
