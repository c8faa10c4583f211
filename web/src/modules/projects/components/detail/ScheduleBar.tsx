import { Box, Flex, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDate } from "../../../../ui/format/formatDate";

const DAY = 86_400_000;

/** Start to end, with a marker for today. */
export function ScheduleBar({ startDate, endDate, now = new Date() }: { startDate: string | null; endDate: string | null; now?: Date }) {
  const intl = useIntl();
  if (!startDate || !endDate) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="projects.schedule.noDates" />
      </Text>
    );
  }
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`) + DAY;
  const span = Math.max(end - start, DAY);
  const elapsed = Math.min(Math.max((now.getTime() - start) / span, 0), 1);
  const percent = Math.round(elapsed * 100);
  return (
    <Box>
      <Box position="relative" h="3" borderRadius="full" bg="bg.muted" role="img" aria-label={intl.formatMessage({ id: "projects.schedule.label" }, { percent })}>
        <Box position="absolute" insetY="0" left="0" width={`${percent}%`} borderRadius="full" bg="brand.solid" />
        <Box position="absolute" top="-1" bottom="-1" left={`calc(${percent}% - 1px)`} w="2px" bg="red.solid" data-testid="today-marker" />
      </Box>
      <Flex justify="space-between" mt="2" fontSize="sm" color="fg.muted" gap="2">
        <Text>
          <FormattedMessage id="projects.schedule.start" values={{ date: formatDate(startDate, intl.locale) }} />
        </Text>
        <Text color="red.fg">
          <FormattedMessage id="projects.schedule.today" values={{ percent }} />
        </Text>
        <Text>
          <FormattedMessage id="projects.schedule.end" values={{ date: formatDate(endDate, intl.locale) }} />
        </Text>
      </Flex>
    </Box>
  );
}
