/**
 * The executive team shown on the contact page (the same people as the
 * regional team's seed records); roles and bios are in the contact catalogue
 * under `contact.team.<id>.role` / `.bio`.
 */
export const EXECUTIVE_TEAM = [
  { id: "kapinga", name: "Manuel Kapinga", country: "AO" },
  { id: "shikongo", name: "Dra. Ndapewa Shikongo", country: "NA" },
  { id: "nunda", name: "Isabel Nunda", country: "AO" },
  { id: "mokoena", name: "Thabo Mokoena", country: "ZA" },
] as const;
