import type { IntlShape } from "react-intl";

/** day/month/year hour:minute, as pt-BR writes it (spec §1), in the current locale. */
export function formatDateTime(intl: IntlShape, value: string | number | Date): string {
  const date = intl.formatDate(value, { day: "2-digit", month: "2-digit", year: "numeric" });
  const time = intl.formatTime(value, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${date} ${time}`;
}
