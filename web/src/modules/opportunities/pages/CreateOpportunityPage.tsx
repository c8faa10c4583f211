import { Avatar, Box, Card, Center, Container, Flex, HStack, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../../session/useSession";
import { OpportunityWizard } from "../components/wizard/OpportunityWizard";
import { PublishedScreen } from "../components/wizard/PublishedScreen";
import { LinkButton } from "../../../ui/layout/LinkButton";

/** Spec §9: the form resets 4000 ms after a successful publish. */
const RESET_AFTER_MS = 4000;

/** /create-project: the admin-only opportunity wizard (the server checks the role too). */
export function CreateOpportunityPage() {
  const intl = useIntl();
  const { status, user } = useSession();
  const [published, setPublished] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    document.title = intl.formatMessage({ id: "opportunities.create.title" });
  }, [intl]);

  useEffect(() => {
    if (published === null) return;
    const timer = setTimeout(() => {
      setPublished(null);
      setRound((r) => r + 1);
    }, RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [published]);

  if (status === "loading") {
    return (
      <Center minH="100dvh" flexDirection="column" gap="4" role="status">
        <Spinner size="xl" color="brand.solid" />
        <Text color="fg.muted">
          <FormattedMessage id="opportunities.create.checking" />
        </Text>
      </Center>
    );
  }

  if (user?.role !== "ADMIN") {
    return (
      <Center minH="100dvh" p="4">
        <Card.Root maxW="md" textAlign="center">
          <Card.Body>
            <Stack align="center" gap="4">
              <Box color="red.fg" aria-hidden>
                <ShieldAlert size={48} />
              </Box>
              <Heading as="h1" textStyle="2xl">
                <FormattedMessage id="opportunities.create.deniedTitle" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id={user ? "opportunities.create.deniedText" : "opportunities.create.signInFirst"} />
              </Text>
              {user && (
                <Text textStyle="sm" color="fg.muted">
                  <FormattedMessage id="opportunities.create.deniedRole" values={{ role: intl.formatMessage({ id: `opportunities.role.${user.role}` }) }} />
                </Text>
              )}
              <LinkButton to={user ? "/app" : "/login?next=%2Fcreate-project"} icon={ArrowLeft} colorPalette="brand">
                <FormattedMessage id={user ? "opportunities.create.back" : "opportunities.create.signIn"} />
              </LinkButton>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Center>
    );
  }

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="brand.solid" color="brand.contrast" py={{ base: "6", md: "8" }}>
        <Container maxW="4xl">
          <Stack gap="4">
            <LinkButton to="/app" icon={ArrowLeft} variant="plain" color="inherit" alignSelf="flex-start" px="0" size="sm">
              <FormattedMessage id="opportunities.create.back" />
            </LinkButton>
            <Flex justify="space-between" align={{ base: "flex-start", md: "center" }} gap="4" direction={{ base: "column", md: "row" }}>
              <Stack gap="1">
                <Heading as="h1" textStyle={{ base: "2xl", md: "3xl" }}>
                  <FormattedMessage id="opportunities.create.title" />
                </Heading>
                <Text opacity={0.9}>
                  <FormattedMessage id="opportunities.create.subtitle" />
                </Text>
              </Stack>
              <HStack gap="3" bg="whiteAlpha.200" borderRadius="l3" px="3" py="2" flexShrink={0}>
                <Avatar.Root size="sm" colorPalette="gold">
                  <Avatar.Fallback name={user.fullName} />
                  {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" />}
                </Avatar.Root>
                <Stack gap="0">
                  <Text textStyle="xs" opacity={0.85}>
                    <FormattedMessage id="opportunities.create.publisher" />
                  </Text>
                  <Text fontWeight="semibold" textStyle="sm">
                    {user.fullName}
                  </Text>
                  <Text textStyle="xs" opacity={0.85}>
                    {user.organization || intl.formatMessage({ id: "opportunities.create.noOrganization" })}
                  </Text>
                </Stack>
              </HStack>
            </Flex>
          </Stack>
        </Container>
      </Box>
      <Container as="main" maxW="4xl" py={{ base: "6", md: "8" }}>
        {published !== null ? (
          <PublishedScreen
            title={published}
            onCreateAnother={() => {
              setPublished(null);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          <OpportunityWizard key={round} organization={user.organization ?? ""} userId={user.id} onPublished={setPublished} />
        )}
      </Container>
    </Box>
  );
}
