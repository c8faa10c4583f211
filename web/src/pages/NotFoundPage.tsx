import { Button, Container, Heading, Text, VStack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <Container maxW="lg" py="24">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="notFound.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="notFound.text" />
        </Text>
        <Button asChild colorPalette="brand">
          <Link to="/">
            <FormattedMessage id="notFound.home" />
          </Link>
        </Button>
      </VStack>
    </Container>
  );
}
