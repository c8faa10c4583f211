import { Avatar, Box, Button, Menu, Portal, Text, VisuallyHidden } from "@chakra-ui/react";
import { LogOut, Phone, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PHONES, telHref } from "../../../domain/organisation";
import { useSession } from "../../../session/useSession";
import { initials } from "../../../ui/format/initials";
import { ProfileDialog } from "./ProfileDialog";
import { SettingsDialog } from "./SettingsDialog";

/** The header's user menu: profile, settings, phones for Angola and Namibia, logout. */
export function UserMenu({ name }: { name: string }) {
  const intl = useIntl();
  const { user, signOut } = useSession();
  const [dialog, setDialog] = useState<"profile" | "settings" | null>(null);
  const role = user?.role ?? "USER";

  const logout = () => {
    signOut().catch((error) => console.warn("logout failed", error));
  };

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" px="1.5" data-testid="user-menu">
            <Avatar.Root size="sm" colorPalette={role === "ADMIN" ? "gold" : "brand"} aria-hidden>
              <Avatar.Fallback>{initials(user?.fullName, role)}</Avatar.Fallback>
              {user?.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" />}
            </Avatar.Root>
            <Box hideBelow="2xl" textAlign="start" maxW="48">
              <Text textStyle="sm" fontWeight="semibold" truncate>
                {name}
              </Text>
            </Box>
            <VisuallyHidden hideFrom="2xl">{intl.formatMessage({ id: "shell.userMenu" }, { name })}</VisuallyHidden>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px="3" py="2">
                <Text fontWeight="semibold">{name}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {user?.email}
                </Text>
              </Box>
              <Menu.Separator />
              <Menu.Item value="profile" onSelect={() => setDialog("profile")}>
                <UserRound aria-hidden size={16} />
                <FormattedMessage id="shell.userMenu.profile" />
              </Menu.Item>
              <Menu.Item value="settings" onSelect={() => setDialog("settings")}>
                <Settings aria-hidden size={16} />
                <FormattedMessage id="shell.userMenu.settings" />
              </Menu.Item>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <FormattedMessage id="shell.userMenu.phones" />
                </Menu.ItemGroupLabel>
                {(["AO", "NA"] as const).map((c) => (
                  <Menu.Item key={c} value={`phone-${c}`} asChild>
                    <a href={telHref(PHONES[c])}>
                      <Phone aria-hidden size={16} />
                      <FormattedMessage id={`common.country.${c}`} />: {PHONES[c]}
                    </a>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="logout" color="red.fg" onSelect={logout}>
                <LogOut aria-hidden size={16} />
                <FormattedMessage id="shell.logout" />
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ProfileDialog open={dialog === "profile"} onClose={() => setDialog(null)} />
      <SettingsDialog open={dialog === "settings"} onClose={() => setDialog(null)} />
    </>
  );
}
