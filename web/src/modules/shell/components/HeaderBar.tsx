import { Box, Flex, HStack, Heading, IconButton } from "@chakra-ui/react";
import { Menu as MenuIcon } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { NotificationsMenu } from "../../notifications/components/NotificationsMenu";
import { ConnectionBadge } from "../../realtime/components/ConnectionBadge";
import { HeaderSearch } from "../../search/components/HeaderSearch";
import { LanguageSwitch } from "./LanguageSwitch";
import { UserMenu } from "./UserMenu";

/** The top bar: menu toggle (small screens), connection badge, title, search, language, notifications, user menu. */
export function HeaderBar({ isAdmin, name, onOpenMenu }: { isAdmin: boolean; name: string; onOpenMenu: () => void }) {
  const intl = useIntl();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/95" backdropFilter="blur(6px)" borderBottomWidth="1px">
      <Flex align="center" gap={{ base: "2", md: "4" }} px={{ base: "3", md: "6" }} minH="16" pe={{ base: "16", lg: "6" }}>
        <IconButton
          display={{ base: "inline-flex", lg: "none" }}
          variant="ghost"
          aria-label={intl.formatMessage({ id: "shell.openMenu" })}
          onClick={onOpenMenu}
          data-testid="open-menu"
        >
          <MenuIcon />
        </IconButton>
        <ConnectionBadge />
        <Heading as="p" size="md" display={{ base: "none", md: "block" }} whiteSpace="nowrap" data-testid="panel-title">
          <FormattedMessage id={isAdmin ? "shell.title.admin" : "shell.title.user"} />
        </Heading>
        <Box flex="1" display={{ base: "none", md: "flex" }} justifyContent="center">
          <HeaderSearch isAdmin={isAdmin} />
        </Box>
        <HStack gap={{ base: "1", md: "2" }} ms="auto">
          <LanguageSwitch />
          <NotificationsMenu />
          <UserMenu name={name} />
        </HStack>
      </Flex>
      <Box display={{ base: "block", md: "none" }} px="3" pb="3">
        <HeaderSearch isAdmin={isAdmin} />
      </Box>
    </Box>
  );
}
