import { Box, Center, Heading, Icon, Spinner, Text, VStack } from "@chakra-ui/react";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/session/useSession";

/**
 * The management screens are for administrators. Others see why (the server
 * refuses their requests anyway); nothing of the screen is loaded for them.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const intl = useIntl();
  if (status === "loading") {
    return (
      <Center py="20">
        <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "projects.common.loading" })} />
      </Center>
    );
  }
  if (user?.role !== "ADMIN") {
    return (
      <Center py="20" px="4">
        <VStack role="alert" gap="3" maxW="md" textAlign="center" borderWidth="1px" borderRadius="xl" p="8" bg="bg.panel">
          <Icon boxSize="10" color="orange.fg" aria-hidden>
            <ShieldAlert />
          </Icon>
          <Heading size="lg">
            <FormattedMessage id="projects.restricted.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="projects.restricted.text" />
          </Text>
        </VStack>
      </Center>
    );
  }
  return <Box>{children}</Box>;
}
