import type { DescriptionMap } from "./keys.ts";

export const serviceRequestsDescriptions: DescriptionMap = {
};
