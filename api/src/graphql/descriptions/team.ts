import type { DescriptionMap } from "./keys.ts";

export const teamDescriptions: DescriptionMap = {
};
