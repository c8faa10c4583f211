import { Box, Container, HStack, Link, Text } from "@chakra-ui/react";
import { LogIn } from "lucide-react";
import { useIntl } from "react-intl";
import { LinkButton } from "../../../ui/layout/LinkButton";
import { useScrollProgress } from "../hooks/useScrollProgress";
import { LANDING_SECTIONS } from "../utils/landingSections";
import { NAV_LINK_STYLE } from "../utils/navLinkStyle";
import { HEADER_ATTRIBUTE } from "../utils/scrollToSection";
import { AnchorLink } from "./AnchorLink";
import { BrandMark } from "./BrandMark";
import { LandingMobileMenu } from "./LandingMobileMenu";
import { LanguageToggle } from "./LanguageToggle";

/** Spec §9: the landing header is 70 px high. */
const LANDING_HEADER_HEIGHT = 70;

/** Fixed header: brand, anchor menu (slide-in panel below 1024 px), language, sign-in, scroll progress. */
export function LandingHeader() {
  const intl = useIntl();
  const progress = useScrollProgress();
  return (
    <Box
      as="header"
      {...{ [HEADER_ATTRIBUTE]: "" }}
      position="fixed"
      top="0"
      insetX="0"
      h={`${LANDING_HEADER_HEIGHT}px`}
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      shadow="xs"
    >
      <Container maxW="7xl" h="full" display="flex" alignItems="center" gap={{ base: "2", md: "4" }}>
        <Link
          href="#top"
          onClick={(e) => {
            e.preventDefault();
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          display="flex"
          alignItems="center"
          gap="2.5"
          textDecoration="none"
          _hover={{ textDecoration: "none" }}
          aria-label={intl.formatMessage({ id: "landing.header.home" })}
        >
          <BrandMark />
          <Text as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="tight" color="brand.fg">
            {intl.formatMessage({ id: "landing.brand" })}
          </Text>
        </Link>

        <Box as="nav" aria-label={intl.formatMessage({ id: "landing.nav.label" })} hideBelow="lg" flex="1">
          <HStack as="ul" listStyleType="none" justify="center" gap="1">
            {LANDING_SECTIONS.map((id) => (
              <li key={id}>
                <AnchorLink section={id} {...NAV_LINK_STYLE} py="2" color="fg.muted">
                  {intl.formatMessage({ id: `landing.nav.${id}` })}
                </AnchorLink>
              </li>
            ))}
          </HStack>
        </Box>

        <HStack gap={{ base: "1", md: "2" }} ms="auto">
          <LanguageToggle />
          <LinkButton to="/login" icon={LogIn} colorPalette="brand" size="sm" hideBelow="md">
            {intl.formatMessage({ id: "landing.header.access" })}
          </LinkButton>
          <LandingMobileMenu />
        </HStack>
      </Container>
      <Box position="absolute" left="0" right="0" bottom="-1px" h="3px" aria-hidden="true" data-testid="scroll-progress">
        <Box h="full" bgGradient="to-r" gradientFrom="gold.500" gradientTo="brand.400" transformOrigin="left" style={{ transform: `scaleX(${progress})` }} />
      </Box>
    </Box>
  );
}
