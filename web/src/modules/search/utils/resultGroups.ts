import type { HeaderSearch_ResultsQuery } from "../../../gql/graphql";

/** One result of the header search: where it leads and how it reads. */
export interface SearchOption {
  key: string;
  to: string;
  title: string;
  subtitle: string;
}

/** A titled section of the results; `kind` names its title (search.group.<kind>). */
export interface SearchGroup {
  kind: "opportunities" | "people" | "staff" | "users" | "projects" | "clients";
  options: SearchOption[];
}

const line = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(" · ");

/**
 * The sections of the results in display order, empty ones left out. The
 * keyboard walks the options in this same order, across sections.
 */
export function resultGroups(r: HeaderSearch_ResultsQuery["search"], text: (id: string) => string): SearchGroup[] {
  const country = (c: string | null | undefined) => (c ? text(`common.country.${c}`) : "");
  const groups: SearchGroup[] = [
    {
      kind: "opportunities",
      options: r.opportunities.map((o) => ({ key: o.id, to: "/app?tab=opportunities", title: o.title, subtitle: line(o.organization, country(o.country)) })),
    },
    {
      kind: "people",
      options: (r.people ?? []).map((p) => ({
        key: p.id,
        to: "/app?tab=network",
        title: p.fullName,
        subtitle: line(p.organization, country(p.country), text(`search.connection.${p.connectionState}`)),
      })),
    },
    {
      kind: "staff",
      options: (r.staff ?? []).map((s) => ({ key: s.id, to: `/app/team?staff=${encodeURIComponent(s.id)}`, title: s.name, subtitle: line(s.role, country(s.country)) })),
    },
    {
      kind: "users",
      options: (r.users ?? []).map((u) => ({ key: u.id, to: `/app?tab=users&q=${encodeURIComponent(u.email)}`, title: u.fullName, subtitle: u.email })),
    },
    {
      kind: "projects",
      options: (r.projects ?? []).map((p) => ({ key: p.id, to: `/app/projects?q=${encodeURIComponent(p.title)}`, title: p.title, subtitle: p.subtitle })),
    },
    {
      kind: "clients",
      options: (r.clients ?? []).map((c) => ({ key: c.id, to: `/app/clients?q=${encodeURIComponent(c.title)}`, title: c.title, subtitle: c.subtitle })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}
