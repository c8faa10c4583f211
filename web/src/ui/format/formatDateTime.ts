import { intlLocale } from "./intlLocale";

/**
 * An instant as day/month/year hour:minute in the reader's time zone, as
 * pt-BR writes it (spec §1): "21/11/2026 10:00", without the comma Intl puts
 * between date and time.
 */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const tag = intlLocale(locale);
  const instant = new Date(value);
  const date = new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric" }).format(instant);
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return `${date} ${time}`;
}
