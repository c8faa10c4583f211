import type { DescriptionMap } from "./keys.ts";

export const clientsDescriptions: DescriptionMap = {
};
