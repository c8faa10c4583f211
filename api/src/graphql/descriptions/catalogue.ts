import type { DescriptionMap } from "./keys.ts";

export const catalogueDescriptions: DescriptionMap = {
};
