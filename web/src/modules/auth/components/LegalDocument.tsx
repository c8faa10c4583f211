import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { formatDate } from "../../../ui/format/formatDate";
import { AuthPageFrame } from "../../../ui/layout/AuthPageFrame";
import { TextLink } from "../../../ui/layout/TextLink";

/** The date these texts were last revised. */
const LAST_UPDATED = "2026-11-21";

/**
 * Terms or privacy notice: title, date and numbered sections whose texts live
 * in the catalogues as `<prefix>.<section>.title` / `.body`.
 */
export function LegalDocument({ prefix, sections }: { prefix: string; sections: string[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  // Back to where the reader came from (usually the sign-in form), or home on a direct visit.
  const back = (event: MouseEvent) => {
    if (window.history.state?.idx > 0) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <AuthPageFrame maxW="3xl">
      <Stack gap="8" bg="bg" borderWidth="1px" rounded="2xl" p={{ base: "6", md: "10" }} as="article">
        <TextLink to="/login" onClick={back} color="brand.fg" fontWeight="medium" alignSelf="flex-start">
          <ArrowLeft size={16} aria-hidden />
          {t("auth.common.back")}
        </TextLink>
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {t(`${prefix}.title`)}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {intl.formatMessage({ id: "auth.legal.updated" }, { date: formatDate(LAST_UPDATED, intl.locale) })}
          </Text>
          <Text fontSize="lg">{t(`${prefix}.intro`)}</Text>
        </Stack>
        {sections.map((s, i) => (
          <Box as="section" key={s}>
            <Heading as="h2" size="lg" mb="2">
              {i + 1}. {t(`${prefix}.${s}.title`)}
            </Heading>
            <Text color="fg" whiteSpace="pre-line" lineHeight="tall">
              {t(`${prefix}.${s}.body`)}
            </Text>
          </Box>
        ))}
      </Stack>
    </AuthPageFrame>
  );
}
