import { Box, Button, Circle, Container, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { ArrowRight, ChevronDown } from "lucide-react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { HeroPill } from "../../../ui/layout/HeroPill";
import { AnchorLink } from "./AnchorLink";
import { BridgeIllustration } from "./BridgeIllustration";

const STEPS = ["register", "explore", "connect"] as const;
const STATS = ["population", "countries", "sectors"] as const;

/** First screen: the promise, how it works in three steps, and the headline figures. */
export function HeroSection() {
  const intl = useIntl();
  return (
    <Box
      as="section"
      id="top"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.900"
      gradientTo="brand.700"
      pt={{ base: "calc(70px + 2.5rem)", md: "calc(70px + 4rem)" }}
      pb={{ base: "16", md: "24" }}
    >
      <Box
        position="absolute"
        inset="0"
        opacity="0.5"
        pointerEvents="none"
        aria-hidden="true"
        style={{
          backgroundImage:
            "radial-gradient(circle at 85% 15%, rgba(245,183,0,0.25), transparent 40%), radial-gradient(circle at 10% 90%, rgba(88,179,151,0.35), transparent 45%)",
        }}
      />
      <Container maxW="7xl" position="relative">
        <Grid templateColumns={{ base: "1fr", lg: "1.15fr 0.85fr" }} gap={{ base: "12", lg: "16" }} alignItems="center">
          <Stack gap={{ base: "6", md: "8" }}>
            <HeroPill alignSelf="flex-start" color="gold.200">
              {intl.formatMessage({ id: "landing.hero.badge" })}
            </HeroPill>
            <Heading as="h1" id="hero-title" fontSize={{ base: "3xl", md: "5xl", xl: "6xl" }} lineHeight="1.1" letterSpacing="tight">
              {intl.formatMessage(
                { id: "landing.hero.title" },
                {
                  hl: (chunks) => (
                    <Box as="span" color="gold.300" key="hl">
                      {chunks}
                    </Box>
                  ),
                },
              )}
            </Heading>
            <Text fontSize={{ base: "md", md: "xl" }} color="whiteAlpha.900" maxW="2xl">
              {intl.formatMessage({ id: "landing.hero.description" })}
            </Text>
            <Stack direction={{ base: "column", sm: "row" }} gap="3">
              <Button asChild size="xl" colorPalette="gold" fontWeight="bold">
                <RouterLink to="/login?mode=register">
                  {intl.formatMessage({ id: "landing.hero.start" })}
                  <ArrowRight aria-hidden="true" />
                </RouterLink>
              </Button>
              <Button asChild size="xl" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: "whiteAlpha.200" }}>
                <AnchorLink section="about" _hover={{ textDecoration: "none" }}>
                  {intl.formatMessage({ id: "landing.hero.learnMore" })}
                  <ChevronDown aria-hidden="true" />
                </AnchorLink>
              </Button>
            </Stack>
            <Box as="dl" display="grid" gridTemplateColumns="repeat(3, minmax(0, 1fr))" gap="4" pt="4" borderTopWidth="1px" borderColor="whiteAlpha.300" maxW="xl">
              {STATS.map((s) => (
                <Stack key={s} gap="0" flexDirection="column-reverse">
                  <Text as="dt" fontSize={{ base: "sm", md: "md" }} color="whiteAlpha.800">
                    {intl.formatMessage({ id: `landing.hero.stat.${s}.label` })}
                  </Text>
                  <Text as="dd" fontSize={{ base: "2xl", md: "4xl" }} fontWeight="extrabold" color="gold.300" lineHeight="1.1">
                    {intl.formatMessage({ id: `landing.hero.stat.${s}.value` })}
                  </Text>
                </Stack>
              ))}
            </Box>
          </Stack>

          <Box bg="bg" color="fg" rounded="2xl" shadow="2xl" p={{ base: "6", md: "8" }} position="relative">
            <BridgeIllustration />
            <Heading as="h2" fontSize="xl" mt="4" mb="5">
              {intl.formatMessage({ id: "landing.hero.steps.title" })}
            </Heading>
            <Stack as="ol" listStyleType="none" gap="5">
              {STEPS.map((step, i) => (
                <HStack as="li" key={step} align="flex-start" gap="4">
                  <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-hidden="true">
                    {i + 1}
                  </Circle>
                  <Box>
                    <Text fontWeight="semibold">{intl.formatMessage({ id: `landing.hero.step.${step}.title` })}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {intl.formatMessage({ id: `landing.hero.step.${step}.text` })}
                    </Text>
                  </Box>
                </HStack>
              ))}
            </Stack>
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
