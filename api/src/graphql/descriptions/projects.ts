import type { DescriptionMap } from "./keys.ts";

export const projectsDescriptions: DescriptionMap = {
};
