import { Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

/** Spec §2.1: 'Carregando Ponte / Verificando autenticação...' while the session is checked. */
export function SessionLoadingScreen() {
  const intl = useIntl();
  return (
    <Center minH="100dvh" bg="bg.subtle" px="4">
      <Stack align="center" gap="4" role="status" aria-live="polite">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Text fontSize="xl" fontWeight="semibold" color="fg">
          {intl.formatMessage({ id: "auth.loading.title" })}
        </Text>
        <Text color="fg.muted">{intl.formatMessage({ id: "auth.loading.text" })}</Text>
      </Stack>
    </Center>
  );
}
