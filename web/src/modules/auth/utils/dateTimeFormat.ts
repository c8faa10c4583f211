import type { FormatDateOptions } from "react-intl";

/** Day/month/year hour:minute, as in pt-BR (spec §1). */
export const DATE_TIME_FORMAT: FormatDateOptions = {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};
