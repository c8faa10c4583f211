import type { DescriptionMap } from "./keys.ts";

export const adminDescriptions: DescriptionMap = {
};
