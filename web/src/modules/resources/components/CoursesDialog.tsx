import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { ExternalLink } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { InfoDialog } from "../../../ui/overlay/InfoDialog";
import { ONLINE_COURSES } from "../utils/onlineCourses";

/** Free online course catalogues, each opening in a new tab. */
export function CoursesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <InfoDialog open={open} onClose={onClose} title={<FormattedMessage id="resources.courses.title" />}>
      <Text color="fg.muted" mb="4">
        <FormattedMessage id="resources.courses.intro" />
      </Text>
      <Stack as="ul" listStyleType="none" gap="3">
        {Object.entries(ONLINE_COURSES).map(([id, href]) => (
          <Box as="li" key={id} borderWidth="1px" borderRadius="md" p="3">
            <Link href={href} target="_blank" rel="noopener noreferrer" fontWeight="semibold" color="brand.fg">
              <FormattedMessage id={`resources.course.${id}.name`} />
              <ExternalLink aria-hidden size={14} />
            </Link>
            <Text textStyle="sm" color="fg.muted" mt="1">
              <FormattedMessage id={`resources.course.${id}.description`} />
            </Text>
          </Box>
        ))}
      </Stack>
    </InfoDialog>
  );
}
