import type { DescriptionMap } from "./keys.ts";

export const financeDescriptions: DescriptionMap = {
};
