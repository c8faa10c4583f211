import { Badge, Box, NativeSelect, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";

export interface DashboardTab {
  value: string;
  label: string;
  icon?: ReactNode;
  /** a count shown beside the label (pending items) */
  count?: number;
  /** the tab's panel, mounted when first shown and unmounted when left */
  content: ReactNode;
}

interface Props {
  /** the tab list's accessible name */
  label: string;
  value: string;
  onChange: (value: string) => void;
  tabs: DashboardTab[];
}

/** A dashboard's tabs and their panels: tabs on wide screens, a dropdown below 768 px (spec §2.5). */
export function DashboardTabs({ label, value, onChange, tabs }: Props) {
  const intl = useIntl();
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} variant="line" colorPalette="brand" lazyMount unmountOnExit>
      <Box display={{ base: "block", md: "none" }} mb="4">
        <NativeSelect.Root>
          <NativeSelect.Field name="tab" aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
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
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
