import { HStack, Progress, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { budgetUsageColor } from "../utils/budgetUsageColor";

/** Budget usage, coloured by the spec's thresholds (over 90 % red, over 75 % yellow, otherwise green). */
export function BudgetUsageBar({ percent, label }: { percent: number; label: string }) {
  const intl = useIntl();
  const color = budgetUsageColor(percent);
  const text = intl.formatNumber(percent / 100, { style: "percent", maximumFractionDigits: 1 });
  return (
    <HStack gap="3" data-usage-color={color}>
      <Progress.Root value={Math.min(percent, 100)} colorPalette={color} flex="1" size="sm">
        <Progress.Track aria-label={label} aria-valuetext={text}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" fontWeight="semibold" color={`${color}.fg`} minW="14" textAlign="end">
        {text}
      </Text>
    </HStack>
  );
}
