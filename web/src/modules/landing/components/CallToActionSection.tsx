import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Mail, UserPlus } from "lucide-react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { AnchorLink } from "./AnchorLink";

/** Last nudge before the footer: register, or talk to the team first. */
export function CallToActionSection() {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: "16", md: "20" }}>
      <Container maxW="6xl">
        <Stack
          align="center"
          textAlign="center"
          gap="6"
          px={{ base: "6", md: "16" }}
          py={{ base: "12", md: "16" }}
          rounded="3xl"
          color="gray.900"
          bgGradient="to-br"
          gradientFrom="gold.300"
          gradientTo="gold.500"
          shadow="xl"
        >
          <Heading as="h2" id="cta-title" fontSize={{ base: "2xl", md: "4xl" }} maxW="3xl">
            {intl.formatMessage({ id: "landing.cta.title" })}
          </Heading>
          <Text fontSize={{ base: "md", md: "lg" }} maxW="2xl">
            {intl.formatMessage({ id: "landing.cta.text" })}
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
            <Button asChild size="xl" colorPalette="brand">
              <RouterLink to="/login?mode=register">
                <UserPlus aria-hidden="true" />
                {intl.formatMessage({ id: "landing.cta.register" })}
              </RouterLink>
            </Button>
            <Button asChild size="xl" variant="outline" borderColor="gray.900" color="gray.900" _hover={{ bg: "blackAlpha.100" }}>
              <AnchorLink section="contact" _hover={{ textDecoration: "none" }}>
                <Mail aria-hidden="true" />
                {intl.formatMessage({ id: "landing.cta.contact" })}
              </AnchorLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
