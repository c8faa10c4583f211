import { Box, Button, Card, HStack, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { BookOpen, CalendarPlus, Download, FileText, GraduationCap, Video } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocale } from "../../../i18n/useLocale";
import { nextWebinarDate } from "../utils/nextWebinarDate";
import { resourceFiles } from "../utils/resourceFiles";
import { CoursesDialog } from "./CoursesDialog";
import { formatDateTime } from "../../../ui/format/formatDateTime";

function ResourceCard({ icon, title, text, children }: { icon: ReactNode; title: ReactNode; text: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack gap="3">
          <Box bg="brand.subtle" color="brand.fg" p="2" borderRadius="md" aria-hidden>
            {icon}
          </Box>
          <Heading as="h3" size="md">
            {title}
          </Heading>
        </HStack>
        <Card.Description textStyle="sm">{text}</Card.Description>
        <Stack gap="2" align="flex-start">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The resources tab (spec §2.8): guide PDF, online courses, proposal templates and the webinar, all real. */
export function ResourcesTab() {
  const intl = useIntl();
  const { locale } = useLocale();
  const files = resourceFiles(locale);
  const [coursesOpen, setCoursesOpen] = useState(false);
  const webinar = nextWebinarDate();

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        <FormattedMessage id="resources.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <ResourceCard icon={<BookOpen />} title={<FormattedMessage id="resources.guide.title" />} text={<FormattedMessage id="resources.guide.text" />}>
          <Button asChild colorPalette="brand" size="sm">
            <a href={files.guide} download>
              <Download aria-hidden />
              <FormattedMessage id="resources.guide.download" />
            </a>
          </Button>
        </ResourceCard>
        <ResourceCard icon={<GraduationCap />} title={<FormattedMessage id="resources.courses.title" />} text={<FormattedMessage id="resources.courses.text" />}>
          <Button colorPalette="brand" size="sm" onClick={() => setCoursesOpen(true)}>
            <FormattedMessage id="resources.courses.open" />
          </Button>
        </ResourceCard>
        <ResourceCard icon={<FileText />} title={<FormattedMessage id="resources.templates.title" />} text={<FormattedMessage id="resources.templates.text" />}>
          {files.templates.map((t) => (
            <Link key={t.id} href={t.href} download color="brand.fg" fontWeight="medium" textStyle="sm">
              <Download aria-hidden size={14} />
              <FormattedMessage id={`resources.templates.${t.id}`} /> ({t.format})
            </Link>
          ))}
        </ResourceCard>
        <ResourceCard icon={<Video />} title={<FormattedMessage id="resources.webinar.title" />} text={<FormattedMessage id="resources.webinar.text" />}>
          <Text textStyle="sm" fontWeight="semibold">
            <FormattedMessage id="resources.webinar.next" /> {formatDateTime(webinar, intl.locale)}
          </Text>
          <Button asChild colorPalette="brand" size="sm" variant="outline">
            <a href={files.webinar} download>
              <CalendarPlus aria-hidden />
              <FormattedMessage id="resources.webinar.add" />
            </a>
          </Button>
        </ResourceCard>
      </SimpleGrid>
      <CoursesDialog open={coursesOpen} onClose={() => setCoursesOpen(false)} />
    </Stack>
  );
}
