const SECTOR_IMAGES: Record<string, string> = {
  HEALTH: "/images/sectors/health.svg",
  EDUCATION: "/images/sectors/education.svg",
  TOURISM: "/images/sectors/tourism.svg",
  COMMERCE: "/images/sectors/commerce.svg",
  TRANSPORT: "/images/sectors/transport.svg",
  TECHNOLOGY: "/images/sectors/technology.svg",
};

/** The default illustration of a sector (the general one for sectors without their own). */
export function sectorImage(sector: string): string {
  return SECTOR_IMAGES[sector] ?? "/images/sectors/general.svg";
}
