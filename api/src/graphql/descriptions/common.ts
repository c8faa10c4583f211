import type { DescriptionMap } from "./keys.ts";
import { pageInfo } from "./relay.ts";

// Root types, scalars, the Node interface and the enums every area shares.
export const commonDescriptions: DescriptionMap = {
  Query:
    "Read operations. Each field says who may call it: public (anyone, including partner API tokens), signed-in members (any signed-in account, administrators included; not API tokens), or administrators. Without the right sign-in a field fails with UNAUTHENTICATED (not signed in) or FORBIDDEN (signed in, or an API token, without the right).",
  Mutation:
    "Write operations. Each field says who may call it (as on Query); failures carry `extensions.code` (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, RATE_LIMITED) and a stable `extensions.reason`, and invalid input lists `extensions.issues` (field path and reason).",
  Subscription: "Live events over WebSocket (graphql-ws protocol on /graphql), authorised like queries when the subscription starts.",
  JSON: "Any JSON value (object, array, string, number, boolean or null), passed through as is.",
  Node: "An object with a global id (Relay). The `id` of every type that implements it is opaque and stable; pass it back as is to any `ID!` argument.",
  "Node.id": "Opaque global id of the object (base64 of type name and row id).",
  ...pageInfo,

  Country: "A country of the platform's region. Codes are ISO 3166-1 alpha-2 (AO, NA, ZA); OTHER stands for any other SADC country.",
  "Country.AO": "Angola.",
  "Country.NA": "Namibia.",
  "Country.ZA": "South Africa.",
  "Country.OTHER": "Another country of the Southern African Development Community (SADC).",

  Sector: "Field of activity of a person, organisation, opportunity, client or project.",
  "Sector.GENERAL": "General or not specific to one sector.",
  "Sector.HEALTH": "Health.",
  "Sector.EDUCATION": "Education.",
  "Sector.TOURISM": "Tourism.",
  "Sector.COMMERCE": "Commerce and trade.",
  "Sector.TRANSPORT": "Transport and logistics.",
  "Sector.TECHNOLOGY": "Technology.",
  "Sector.AGRICULTURE": "Agriculture.",
  "Sector.MINING": "Mining.",
  "Sector.SUSTAINABILITY": "Sustainability and environment.",
  "Sector.INNOVATION": "Innovation.",
  "Sector.EXECUTIVE_MANAGEMENT": "Executive management.",
  "Sector.GOVERNMENT": "Government and public administration.",
  "Sector.NGO": "Non-governmental organisations.",
  "Sector.OTHER": "A sector not listed here.",

  Currency: "An ISO 4217 currency code. Every money amount of the API is a Decimal string paired with one of these.",
  "Currency.USD": "United States dollar.",
  "Currency.AOA": "Angolan kwanza.",
  "Currency.NAD": "Namibian dollar.",
  "Currency.ZAR": "South African rand.",
  "Currency.EUR": "Euro.",

  Language: "A language of the interface and of generated files (CSV headers). Values are lower-case language codes.",
  "Language.pt": "Brazilian Portuguese (the platform's first language).",
  "Language.en": "English.",

  Theme: "Colour theme of the web app.",
  "Theme.light": "Light theme.",
  "Theme.dark": "Dark theme.",

  Role: "What an account may do.",
  "Role.USER": "A member: reads and applies to opportunities, requests services, manages their own profile and network.",
  "Role.ADMIN":
    "An administrator: everything a member may do, plus the admin area (opportunities, applications, clients, projects, team, finance, analytics, users, API tokens).",
};
