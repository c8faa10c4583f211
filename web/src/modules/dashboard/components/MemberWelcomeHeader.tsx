import { Avatar, Badge, Box, Button, Card, HStack, Heading, Text } from "@chakra-ui/react";
import { Briefcase, Compass, MapPin } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { SessionUser } from "../../../session/useSession";
import { NotificationsMenu } from "../../notifications/components/NotificationsMenu";
import { initials } from "../../../ui/format/initials";
import { displayName } from "../../../ui/format/displayName";

/** Welcome header (spec §2.8): name or fallback, organisation or 'Membro da comunidade', country and sector chips, bell, explore. */
export function MemberWelcomeHeader({ user, onExplore }: { user: SessionUser; onExplore: () => void }) {
  const intl = useIntl();
  const name = displayName(user, intl.formatMessage({ id: "shell.defaultName.user" }));
  return (
    <Card.Root variant="elevated" overflow="hidden">
      <Box bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.500" color="white" px={{ base: "4", md: "6" }} py="5">
        <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
          <HStack gap="4" align="center" minW="0">
            <Avatar.Root size="xl" colorPalette="gold" variant="solid">
              <Avatar.Fallback>{initials(user.fullName, user.role)}</Avatar.Fallback>
              {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" />}
            </Avatar.Root>
            <Box minW="0">
              <Heading as="h1" size={{ base: "lg", md: "2xl" }} data-testid="welcome-name">
                <FormattedMessage id="dashboard.member.welcome" values={{ name }} />
              </Heading>
              <Text color="whiteAlpha.900">{user.organization?.trim() || intl.formatMessage({ id: "dashboard.member.communityMember" })}</Text>
              <HStack gap="2" mt="2" wrap="wrap">
                <Badge variant="solid" bg="whiteAlpha.300" color="white">
                  <MapPin aria-hidden size={12} />
                  <FormattedMessage id={`common.country.${user.country}`} />
                </Badge>
                <Badge variant="solid" bg="whiteAlpha.300" color="white">
                  <Briefcase aria-hidden size={12} />
                  <FormattedMessage id={`common.sector.${user.sector}`} />
                </Badge>
              </HStack>
            </Box>
          </HStack>
          <HStack gap="2">
            <Box bg="bg.panel" color="fg" borderRadius="md">
              <NotificationsMenu />
            </Box>
            <Button colorPalette="gold" onClick={onExplore}>
              <Compass aria-hidden />
              <FormattedMessage id="dashboard.member.explore" />
            </Button>
          </HStack>
        </HStack>
      </Box>
    </Card.Root>
  );
}
