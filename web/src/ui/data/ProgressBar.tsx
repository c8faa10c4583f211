import { Progress } from "@chakra-ui/react";
import type { ComponentProps } from "react";

type RootProps = Omit<ComponentProps<typeof Progress.Root>, "value" | "children">;

interface Props extends RootProps {
  /** 0–100; more is shown as a full bar */
  value: number;
  /** what the bar measures, for screen readers */
  label: string;
  /** how screen readers read the value when "42%" is not enough (e.g. "42.5 %") */
  valueText?: string;
}

/**
 * A bare horizontal bar. The name goes on the track, which is the element with
 * role="progressbar": on the root it would name a plain div, and screen readers
 * would hear only the percentage.
 */
export function ProgressBar({ value, label, valueText, ...root }: Props) {
  return (
    <Progress.Root value={Math.min(Math.max(value, 0), 100)} {...root}>
      <Progress.Track aria-label={label} aria-valuetext={valueText}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
