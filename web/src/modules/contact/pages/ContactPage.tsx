import { Box, Grid, Stack } from "@chakra-ui/react";
import { ContactCallToAction } from "../components/ContactCallToAction";
import { ContactChannels } from "../components/ContactChannels";
import { ContactFaq } from "../components/ContactFaq";
import { ContactForm } from "../components/ContactForm";
import { ContactHero } from "../components/ContactHero";
import { ExecutiveTeam } from "../components/ExecutiveTeam";
import { OfficesByCountry } from "../components/OfficesByCountry";
import { OpeningHours } from "../components/OpeningHours";
import { RegionalPresence } from "../components/RegionalPresence";
import { SocialButtons } from "../components/SocialButtons";

/** /app/contact (spec §2.7): every way to reach the team, and a form that really sends. */
export function ContactPage() {
  return (
    <Box maxW="7xl" mx="auto" w="full">
      <Stack gap={{ base: "8", md: "12" }}>
        <ContactHero />
        <ContactChannels />
        <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
          <ContactForm />
          <Stack gap="6">
            <OpeningHours />
            <SocialButtons />
          </Stack>
        </Grid>
        <ContactFaq />
        <ExecutiveTeam />
        <OfficesByCountry />
        <RegionalPresence />
        <ContactCallToAction />
      </Stack>
    </Box>
  );
}
