import { Badge, Box, Flex, HStack, Separator, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { MapPin, Plus } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { cityLabelId } from "../../../domain/cities";
import { BrandMark } from "../../../ui/layout/BrandMark";
import type { ShellCounts } from "../hooks/useShellCounts";
import { ADMIN_MENU, APP_VERSION, type CountKey, MEMBER_MENU, REGIONAL_PRESENCE } from "../utils/shellMenu";
import { SidebarNavItem } from "./SidebarNavItem";
import { SidebarSection } from "./SidebarSection";
import { LinkButton } from "../../../ui/layout/LinkButton";

function countFor(key: CountKey | undefined, c: ShellCounts | null): number | undefined {
  if (!key || !c) return undefined;
  switch (key) {
    case "dashboardAdmin":
      return (c.pendingApplications ?? 0) + (c.pendingRequests ?? 0);
    case "memberDashboard":
      return c.myPendingConnectionRequests;
    default:
      return c[key];
  }
}

function FooterCounter({ id, value }: { id: string; value: number | undefined }) {
  return (
    <Box textAlign="center" bg="whiteAlpha.100" borderRadius="md" py="1.5">
      <Text fontWeight="bold" color="white" data-testid={`footer-count-${id}`}>
        {value ?? "–"}
      </Text>
      <Text textStyle="2xs" color="whiteAlpha.800">
        <FormattedMessage id={`shell.footer.${id}`} />
      </Text>
    </Box>
  );
}

/** The side menu (18rem): role badge, sections, Novo Projeto, regional presence, counters from the database, version, who is signed in. */
export function Sidebar({ isAdmin, name, counts, onNavigate }: { isAdmin: boolean; name: string; counts: ShellCounts | null; onNavigate: () => void }) {
  const intl = useIntl();
  const menu = isAdmin ? ADMIN_MENU : MEMBER_MENU;
  return (
    <Flex direction="column" h="full" bg="brand.800" color="white" w="18rem" overflowY="auto">
      <Stack px="5" pt="5" pb="4" gap="3">
        <BrandMark inverted />
        <HStack gap="2">
          <Badge colorPalette={isAdmin ? "gold" : "gray"} variant="solid" data-testid="role-badge">
            <FormattedMessage id={isAdmin ? "shell.role.admin" : "shell.role.user"} />
          </Badge>
          {isAdmin && (
            <Badge colorPalette="gold" variant="outline" color="gold.300" borderColor="gold.300">
              <FormattedMessage id="shell.role.pro" />
            </Badge>
          )}
        </HStack>
        {isAdmin && (
          <LinkButton to="/create-project" onClick={onNavigate} icon={Plus} colorPalette="gold" size="sm" w="full">
            <FormattedMessage id="shell.newProject" />
          </LinkButton>
        )}
      </Stack>

      <Box as="nav" px="3" flex="1" aria-labelledby="shell-nav-label">
        <Text id="shell-nav-label" srOnly>
          <FormattedMessage id="shell.nav" />
        </Text>
        {menu.map((section, i) => (
          <SidebarSection key={section.id} id={section.id} defaultOpen={i === 0}>
            {section.items.map((item) => (
              <SidebarNavItem key={item.id} item={item} badge={countFor(item.badge, counts)} onNavigate={onNavigate} />
            ))}
          </SidebarSection>
        ))}

        <Box px="3" pt="3">
          <Text textStyle="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="whiteAlpha.800" mb="2">
            <FormattedMessage id="shell.presence.title" />
          </Text>
          <Stack gap="1.5" as="ul" listStyleType="none">
            {REGIONAL_PRESENCE.map((p) => (
              <HStack as="li" key={p.country} gap="2" align="flex-start" textStyle="xs" color="whiteAlpha.900">
                <Box mt="0.5" aria-hidden>
                  <MapPin size={12} />
                </Box>
                <Text>
                  <Text as="span" fontWeight="semibold">
                    <FormattedMessage id={`common.country.${p.country}`} />
                  </Text>
                  {": "}
                  {p.cities.map((c) => intl.formatMessage({ id: cityLabelId(c) })).join(", ")}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      </Box>

      <Stack px="4" py="4" gap="3" mt="4">
        <Separator borderColor="whiteAlpha.300" />
        <SimpleGrid columns={3} gap="2">
          {isAdmin ? (
            <>
              <FooterCounter id="projects" value={counts?.projects} />
              <FooterCounter id="clients" value={counts?.clients} />
              <FooterCounter id="team" value={counts?.teamMembers} />
            </>
          ) : (
            <>
              <FooterCounter id="requests" value={counts?.myOpenRequests} />
              <FooterCounter id="connections" value={counts?.myConnections} />
              <FooterCounter id="applications" value={counts?.myApplications} />
            </>
          )}
        </SimpleGrid>
        <HStack justify="space-between" textStyle="xs" color="whiteAlpha.800">
          <Text truncate data-testid="sidebar-user-name" color="white" fontWeight="medium">
            {name}
          </Text>
          <Text flexShrink={0}>
            <FormattedMessage id="shell.version" values={{ version: APP_VERSION }} />
          </Text>
        </HStack>
      </Stack>
    </Flex>
  );
}
