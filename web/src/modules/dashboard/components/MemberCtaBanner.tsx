import { Box, Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Compass, Users } from "lucide-react";
import { FormattedMessage } from "react-intl";

/** Call to action (spec §2.8): explore opportunities, connect with experts. */
export function MemberCtaBanner({ onExplore, onConnect }: { onExplore: () => void; onConnect: () => void }) {
  return (
    <Box borderRadius="xl" bg="gold.subtle" borderWidth="1px" borderColor="gold.emphasized" p={{ base: "5", md: "6" }}>
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }} gap="4">
        <Box>
          <Heading as="h2" size="lg">
            <FormattedMessage id="dashboard.cta.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="dashboard.cta.text" />
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" onClick={onExplore}>
            <Compass aria-hidden />
            <FormattedMessage id="dashboard.cta.explore" />
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={onConnect}>
            <Users aria-hidden />
            <FormattedMessage id="dashboard.cta.connect" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
