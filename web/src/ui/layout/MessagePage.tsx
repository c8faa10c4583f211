import { Container, Heading, Text, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A whole page that only says something: a centred title, a line of text and one way on (not found, a screen that failed). */
export function MessagePage({ title, text, action, as }: { title: ReactNode; text: ReactNode; action: ReactNode; as?: "main" }) {
  return (
    <Container as={as} maxW="lg" py="24">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        {action}
      </VStack>
    </Container>
  );
}
