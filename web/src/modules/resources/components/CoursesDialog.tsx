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
    </InfoDialog>
  );
}
