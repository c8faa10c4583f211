import { Box, CloseButton, Drawer, Flex, IconButton, Portal, SkipNavLink } from "@chakra-ui/react";
import { LogOut } from "lucide-react";
import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Outlet } from "react-router";
import { useSession } from "../../../session/useSession";
import { LiveNotifications } from "./LiveNotifications";
import { useShellCounts } from "../hooks/useShellCounts";
import { useThemePreference } from "../hooks/useThemePreference";
import { displayName } from "../../../ui/format/displayName";
import { HeaderBar } from "./HeaderBar";
import { Sidebar } from "./Sidebar";

/** Sidebar (a drawer below 1024 px), header bar, the page, live notifications; a floating logout on small screens. */
export function ShellLayout() {
  const intl = useIntl();
  const { user, signOut } = useSession();
  const isAdmin = user?.role === "ADMIN";
  const name = displayName(user, intl.formatMessage({ id: isAdmin ? "shell.defaultName.admin" : "shell.defaultName.user" }));
  const counts = useShellCounts(isAdmin);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useThemePreference(user?.theme);

  const logout = () => {
    signOut().catch((error) => console.warn("logout failed", error));
  };

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {/* keyboard users jump past the menu and the header (WCAG 2.4.1) */}
      <SkipNavLink id="main">{intl.formatMessage({ id: "shell.skipToContent" })}</SkipNavLink>
      <Box
        as="aside"
        display={{ base: "none", lg: "block" }}
        position="sticky"
        top="0"
        h="100dvh"
        flexShrink={0}
        aria-label={intl.formatMessage({ id: "shell.sidebar" })}
      >
        <Sidebar isAdmin={isAdmin} name={name} counts={counts} onNavigate={() => {}} />
      </Box>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="18rem" bg="brand.800" aria-label={intl.formatMessage({ id: "shell.sidebar" })}>
              <Sidebar isAdmin={isAdmin} name={name} counts={counts} onNavigate={() => setDrawerOpen(false)} />
              <Drawer.CloseTrigger asChild top="4" insetEnd="3">
                <CloseButton size="sm" color="white" aria-label={intl.formatMessage({ id: "shell.closeMenu" })} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minW="0">
        <HeaderBar isAdmin={isAdmin} name={name} onOpenMenu={() => setDrawerOpen(true)} />
        <Box as="main" id="main" tabIndex={-1} outline="none" flex="1" px={{ base: "3", md: "6" }} py={{ base: "4", md: "6" }}>
          <Suspense>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>

      <IconButton
        hideFrom="lg"
        position="fixed"
        top="3"
        insetEnd="3"
        zIndex="banner"
        colorPalette="red"
        borderRadius="full"
        boxShadow="lg"
        aria-label={intl.formatMessage({ id: "shell.logout" })}
        onClick={logout}
        data-testid="floating-logout"
      >
        <LogOut />
      </IconButton>
      <LiveNotifications />
    </Flex>
  );
}
