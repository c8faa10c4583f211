import { Center, Heading, Icon, Spinner, Text, VStack } from "@chakra-ui/react";
import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../auth/session/useSession";

/** Shown instead of a management screen to anyone who is not an administrator. */
export function RestrictedNotice() {
  return (
    <Center py="20" px="4">
      <VStack role="alert" gap="3" maxW="md" textAlign="center" borderWidth="1px" borderRadius="xl" p="8" bg="bg.panel">
        <Icon boxSize="10" color="orange.fg" aria-hidden>
          <ShieldAlert />
        </Icon>
        <Heading size="lg">
          <FormattedMessage id="finance.restricted.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="finance.restricted.text" />
        </Text>
      </VStack>
    </Center>
  );
}

/**
 * Finance and analytics are for administrators (the server refuses everyone
 * else anyway); nothing of the screen is requested for others.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const intl = useIntl();
  if (status === "loading") {
    return (
      <Center py="20">
        <Spinner size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: "finance.loading" })} />
      </Center>
    );
  }
  if (user?.role !== "ADMIN") return <RestrictedNotice />;
  return <>{children}</>;
}
