import { Box, type BoxProps } from "@chakra-ui/react";

interface LandingSectionProps extends BoxProps {
  /** anchor id (the menu's target) */
  id: string;
  /** id of the section's heading */
  labelledBy: string;
}

const SECTION_PADDING = { base: "16", md: "24" };

/**
 * A landing section (or the footer, `as="footer"`) that anchors can scroll to
 * and focus. The scroll margin (header 70 + 20) also serves plain #links, e.g.
 * a shared address with a hash.
 */
export function LandingSection({ id, labelledBy, pt = SECTION_PADDING, pb = SECTION_PADDING, children, ...rest }: LandingSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={labelledBy} tabIndex={-1} scrollMarginTop="90px" outline="none" pt={pt} pb={pb} {...rest}>
      {children}
    </Box>
  );
}
