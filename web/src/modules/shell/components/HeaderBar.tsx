import { Box, Flex, HStack, Heading, IconButton } from "@chakra-ui/react";
import { Menu as MenuIcon } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { NotificationsMenu } from "../../notifications/components/NotificationsMenu";
import { ConnectionBadge } from "../../../ui/feedback/ConnectionBadge";
import { useNewOpportunityCount } from "../../opportunities/hooks/useNewOpportunityCount";
import { HeaderSearch } from "../../search/components/HeaderSearch";
import { LanguageSwitch } from "../../../ui/layout/LanguageSwitch";
import { UserMenu } from "./UserMenu";

/**
 * The top bar: menu toggle (small screens), connection badge, title, search,
 * language, notifications, user menu. Below 768 px the search and the
 * language switch move to a second row.
 */
export function HeaderBar({ isAdmin, name, onOpenMenu }: { isAdmin: boolean; name: string; onOpenMenu: () => void }) {
  const intl = useIntl();
  const newOpportunities = useNewOpportunityCount();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(6px)" borderBottomWidth="1px">
      <Flex align="center" gap={{ base: "1", md: "3", xl: "4" }} ps={{ base: "2", md: "6" }} pe={{ base: "16", lg: "6" }} minH="16">
        <IconButton hideFrom="lg" variant="ghost" aria-label={intl.formatMessage({ id: "shell.openMenu" })} onClick={onOpenMenu} data-testid="open-menu">
          <MenuIcon />
        </IconButton>
        <Box flexShrink={0}>
          <ConnectionBadge newCount={newOpportunities} />
        </Box>
        <Heading as="p" size="md" hideBelow="lg" whiteSpace="nowrap" data-testid="panel-title">
          <FormattedMessage id={isAdmin ? "shell.title.admin" : "shell.title.user"} />
        </Heading>
        <Box flex="1" hideBelow="md" display="flex" justifyContent="center" minW="0">
          <HeaderSearch isAdmin={isAdmin} />
        </Box>
        <HStack gap={{ base: "0", md: "2" }} ms="auto" flexShrink={0}>
          <Box hideBelow="md">
            <LanguageSwitch />
          </Box>
          <NotificationsMenu />
          <UserMenu name={name} />
        </HStack>
      </Flex>
      <HStack hideFrom="md" px="3" pb="3" gap="2">
        <HeaderSearch isAdmin={isAdmin} />
        <LanguageSwitch />
      </HStack>
    </Box>
  );
}
