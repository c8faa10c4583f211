import { Badge, Box, Collapsible, HStack, Stack, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink, useLocation } from "react-router";
import type { MenuItem } from "../utils/shellMenu";

/** An entry's icon, name and count (e.g. new opportunities), the same in a link and in a submenu's trigger. */
function ItemLabel({ item, badge }: { item: MenuItem; badge?: number }) {
  const Icon = item.icon;
  const intl = useIntl();
  return (
    <>
      <Icon size={18} aria-hidden />
      <Text flex="1" textAlign="start" textStyle="sm">
        <FormattedMessage id={`shell.menu.${item.id}`} />
      </Text>
      {badge != null && badge > 0 && (
        <Badge colorPalette="gold" variant="solid" borderRadius="full" size="sm" aria-label={intl.formatMessage({ id: `shell.badge.${item.badge}` }, { count: badge })}>
          {badge}
        </Badge>
      )}
    </>
  );
}

/** The row of an entry, the same for a link and for a submenu's trigger. */
const ENTRY_ROW = { px: "3", py: "2", gap: "3", borderRadius: "md", _hover: { bg: "whiteAlpha.150" } } as const;

function ItemLink({ item, badge, onNavigate, nested }: { item: MenuItem; badge?: number; onNavigate: () => void; nested?: boolean }) {
  return (
    <NavLink to={item.to} end={item.to === "/app" || nested} onClick={onNavigate} style={{ display: "block" }}>
      {({ isActive }) => (
        <HStack
          {...ENTRY_ROW}
          ps={nested ? "9" : "3"}
          bg={isActive ? "whiteAlpha.200" : undefined}
          color={isActive ? "white" : "whiteAlpha.900"}
          fontWeight={isActive ? "semibold" : "medium"}
          aria-current={isActive ? "page" : undefined}
        >
          <ItemLabel item={item} badge={badge} />
        </HStack>
      )}
    </NavLink>
  );
}

/** A menu entry; Projetos opens its submenu (Gestão de Projetos, Criar Projeto). */
export function SidebarNavItem({ item, badge, onNavigate }: { item: MenuItem; badge?: number; onNavigate: () => void }) {
  const location = useLocation();
  const [open, setOpen] = useState(() => location.pathname.startsWith(item.to) && item.to !== "/app");
  if (!item.children) return <ItemLink item={item} badge={badge} onNavigate={onNavigate} />;
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Collapsible.Trigger asChild>
        <HStack as="button" w="full" {...ENTRY_ROW} color="whiteAlpha.900" fontWeight="medium" cursor="pointer">
          <ItemLabel item={item} badge={badge} />
          <Box transform={open ? "rotate(180deg)" : undefined} transition="transform 0.2s" aria-hidden>
            <ChevronDown size={16} />
          </Box>
        </HStack>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="0.5" mt="0.5">
          {item.children.map((child) => (
            <ItemLink key={child.id} item={child} onNavigate={onNavigate} nested />
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
