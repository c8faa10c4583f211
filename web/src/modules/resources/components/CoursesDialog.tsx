import { Box, Button, CloseButton, Dialog, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { ONLINE_COURSES } from "../utils/onlineCourses";

/** Free online course catalogues, each opening in a new tab. */
export function CoursesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="resources.courses.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="4">
                <FormattedMessage id="resources.courses.intro" />
              </Text>
              <Stack as="ul" listStyleType="none" gap="3">
                {ONLINE_COURSES.map((c) => (
                  <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="3">
                    <Link href={c.href} target="_blank" rel="noopener noreferrer" fontWeight="semibold" color="brand.fg">
                      <FormattedMessage id={`resources.course.${c.id}.name`} />
                      <ExternalLink aria-hidden size={14} />
                    </Link>
                    <Text textStyle="sm" color="fg.muted" mt="1">
                      <FormattedMessage id={`resources.course.${c.id}.description`} />
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="subtle" onClick={onClose}>
                <FormattedMessage id="common.close" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
