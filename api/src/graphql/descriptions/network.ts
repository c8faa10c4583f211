import type { DescriptionMap } from "./keys.ts";

export const networkDescriptions: DescriptionMap = {
};
