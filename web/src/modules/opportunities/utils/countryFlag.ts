const FLAGS: Record<string, string> = { AO: "🇦🇴", NA: "🇳🇦", ZA: "🇿🇦" };

/** The flag shown beside a country name (a globe for another SADC country). */
export function countryFlag(country: string): string {
  return FLAGS[country] ?? "🌍";
}
