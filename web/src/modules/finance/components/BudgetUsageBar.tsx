import { HStack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { ProgressBar } from "../../../ui/data/ProgressBar";
import { budgetUsageColor } from "../utils/budgetUsageColor";

/** Budget usage, coloured by the spec's thresholds (over 90 % red, over 75 % yellow, otherwise green). */
export function BudgetUsageBar({ percent, label }: { percent: number; label: string }) {
  const intl = useIntl();
  const color = budgetUsageColor(percent);
  const text = intl.formatNumber(percent / 100, { style: "percent", maximumFractionDigits: 1 });
  return (
    <HStack gap="3" data-usage-color={color}>
      <ProgressBar value={percent} label={label} valueText={text} colorPalette={color} flex="1" size="sm" />
      <Text fontSize="sm" fontWeight="semibold" color={`${color}.fg`} minW="14" textAlign="end">
        {text}
      </Text>
    </HStack>
  );
}
