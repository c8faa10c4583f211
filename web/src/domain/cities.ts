/**
 * The cities the product names (spec §3 "Country options"). A city's display
 * name is localised: message id `common.city.<id>` ("Cidade do Cabo" in
 * Portuguese, "Cape Town" in English).
 */
export type CityId =
  | "luanda"
  | "benguela"
  | "huila"
  | "cunene"
  | "lubango"
  | "windhoek"
  | "swakopmund"
  | "oshakati"
  | "rundu"
  | "capeTown"
  | "johannesburg"
  | "durban"
  | "pretoria";

/** Four cities per country, in the spec's order. */
export const COUNTRY_CITIES: Record<string, CityId[]> = {
  AO: ["luanda", "benguela", "huila", "cunene"],
  NA: ["windhoek", "swakopmund", "oshakati", "rundu"],
  ZA: ["capeTown", "johannesburg", "durban", "pretoria"],
};

export const cityLabelId = (id: CityId) => `common.city.${id}`;
