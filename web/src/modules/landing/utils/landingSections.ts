/** The anchor menu, in page order (spec §2.2). */
export const LANDING_SECTIONS = ["about", "resources", "testimonials", "impact", "contact"] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];
