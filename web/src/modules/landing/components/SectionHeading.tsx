import { Heading, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

interface SectionHeadingProps {
  /** message id prefix: `<prefix>.eyebrow`, `<prefix>.title`, `<prefix>.subtitle` */
  prefix: string;
  /** id of the h2, for the section's aria-labelledby */
  headingId: string;
  align?: "start" | "center";
  tone?: "light" | "dark";
}

/** A section's small label, title and lead paragraph. */
export function SectionHeading({ prefix, headingId, align = "center", tone = "light" }: SectionHeadingProps) {
  const intl = useIntl();
  const dark = tone === "dark";
  return (
    <Stack gap="3" textAlign={align} align={align === "center" ? "center" : "flex-start"} maxW="3xl" mx={align === "center" ? "auto" : undefined}>
      <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="bold" color={dark ? "gold.300" : "brand.fg"}>
        {intl.formatMessage({ id: `${prefix}.eyebrow` })}
      </Text>
      <Heading as="h2" id={headingId} fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.2" color={dark ? "white" : "fg"}>
        {intl.formatMessage({ id: `${prefix}.title` })}
      </Heading>
      <Text fontSize={{ base: "md", md: "lg" }} color={dark ? "whiteAlpha.900" : "fg.muted"}>
        {intl.formatMessage({ id: `${prefix}.subtitle` })}
      </Text>
    </Stack>
  );
}
