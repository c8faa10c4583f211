import { Center, Heading, Icon, Text, VStack } from "@chakra-ui/react";
import { ShieldAlert } from "lucide-react";
import { FormattedMessage } from "react-intl";

/** Shown instead of an administrators' screen to anyone else, and when the server refuses one. */
export function RestrictedNotice() {
  return (
    <Center py="20" px="4">
      <VStack role="alert" gap="3" maxW="md" textAlign="center" borderWidth="1px" borderRadius="xl" p="8" bg="bg.panel">
        <Icon boxSize="10" color="orange.fg" aria-hidden>
          <ShieldAlert />
        </Icon>
        <Heading size="lg">
          <FormattedMessage id="common.restricted.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="common.restricted.text" />
        </Text>
      </VStack>
    </Center>
  );
}
