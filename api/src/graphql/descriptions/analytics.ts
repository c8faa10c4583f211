import type { DescriptionMap } from "./keys.ts";

export const analyticsDescriptions: DescriptionMap = {
};
