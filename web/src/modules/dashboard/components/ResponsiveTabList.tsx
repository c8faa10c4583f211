import { Badge, Box, NativeSelect, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";

export interface TabDefinition {
  value: string;
  label: string;
  icon?: ReactNode;
  /** a count shown beside the label (pending items) */
  count?: number;
}

/** Tabs on wide screens, a dropdown below 768 px (spec §2.5). Must sit inside Tabs.Root. */
export function ResponsiveTabList({ tabs, value, onChange, label }: { tabs: TabDefinition[]; value: string; onChange: (v: string) => void; label: string }) {
  const intl = useIntl();
  return (
    <>
      <Box display={{ base: "block", md: "none" }} mb="4">
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            {tabs.map((t) => (
              <option key={t.value} value={t.value}>
                {t.count != null ? intl.formatMessage({ id: "dashboard.tabWithCount" }, { label: t.label, count: t.count }) : t.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      <Tabs.List display={{ base: "none", md: "flex" }} aria-label={label} overflowX="auto">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap">
            {t.icon}
            {t.label}
            {t.count != null && t.count > 0 && (
              <Badge colorPalette="red" variant="solid" borderRadius="full" size="sm">
                {t.count}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </>
  );
}
