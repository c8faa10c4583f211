import type { DescriptionMap } from "./keys.ts";

export const contactDescriptions: DescriptionMap = {
};
