import type { DescriptionMap } from "./keys.ts";

export const notificationsDescriptions: DescriptionMap = {
};
