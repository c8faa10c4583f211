import { Button, Card, Circle, Heading, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, LayoutDashboard, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router";

interface Props {
  title: string;
  onCreateAnother: () => void;
}

/** Shown after publishing: create another, or back to the dashboard. */
export function PublishedScreen({ title, onCreateAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card.Root textAlign="center" role="status">
      <Card.Body>
        <Stack align="center" gap="4" py="8">
          <Circle size="16" bg="green.subtle" color="green.fg">
            <CircleCheck size={36} aria-hidden />
          </Circle>
          <Heading as="h2" textStyle="2xl" ref={heading} tabIndex={-1} outline="none">
            <FormattedMessage id="opportunities.created.title" />
          </Heading>
          <Text color="fg.muted" maxW="md">
            <FormattedMessage id="opportunities.created.text" values={{ title }} />
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="3" pt="2">
            <Button colorPalette="brand" onClick={onCreateAnother}>
              <Plus />
              <FormattedMessage id="opportunities.created.another" />
            </Button>
            <Button variant="outline" asChild>
              <RouterLink to="/app">
                <LayoutDashboard />
                <FormattedMessage id="opportunities.created.dashboard" />
              </RouterLink>
            </Button>
          </Stack>
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="opportunities.created.resetNotice" />
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
