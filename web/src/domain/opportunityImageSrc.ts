/** An opportunity's picture, or the stock image when it has none (spec §9). */
export function opportunityImageSrc(imageUrl: string | null | undefined): string {
  return imageUrl || "/images/opportunity-default.svg";
}
