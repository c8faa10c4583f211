import { Box, type BoxProps, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface ContactSectionProps extends Omit<BoxProps, "title"> {
  /** the heading's id, which names the section for assistive technology */
  titleId: string;
  title: ReactNode;
  /** a muted line under the heading */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A section of the contact page under its own h2. */
export function ContactSection({ titleId, title, subtitle, children, ...section }: ContactSectionProps) {
  return (
    <Box as="section" aria-labelledby={titleId} {...section}>
      <Heading as="h2" id={titleId} fontSize={{ base: "xl", md: "2xl" }} mb={subtitle ? "1" : "5"}>
        {title}
      </Heading>
      {subtitle && (
        <Text color="fg.muted" mb="5">
          {subtitle}
        </Text>
      )}
      {children}
    </Box>
  );
}
