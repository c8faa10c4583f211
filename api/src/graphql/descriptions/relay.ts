import type { DescriptionMap } from "./keys.ts";

// The Relay plugin generates one connection type and one edge type per
// paginated field (`Query.opportunities` -> `QueryOpportunitiesConnection`,
// `QueryOpportunitiesConnectionEdge`); their wording is the same everywhere
// except for what a node is, who may read the list, and how it is ordered.

export const pageInfo: DescriptionMap = {
  PageInfo:
    "Where a page of a Relay connection sits in the whole list. Pass `endCursor` as `after` to read the next page, or `startCursor` as `before` to read the previous one.",
  "PageInfo.hasNextPage":
    "True when more items follow this page. Exact when paging forwards (`first`/`after`); when paging backwards (`last`/`before`) it is not computed exactly, as the Relay specification allows: rely on `hasPreviousPage` there.",
  "PageInfo.hasPreviousPage":
    "True when more items come before this page. Exact when paging backwards (`last`/`before`); when paging forwards it is not computed exactly, as the Relay specification allows: rely on `hasNextPage` there.",
  "PageInfo.startCursor": "Cursor of the first item on this page; null when the page is empty.",
  "PageInfo.endCursor": "Cursor of the last item on this page; null when the page is empty.",
};

interface ConnectionText {
  /** what one node is, e.g. "an opportunity" */
  node: string;
  /** who may read the list, e.g. "Public." */
  access: string;
  /** the order of the list, e.g. "Newest first (createdAt descending)." */
  order: string;
  /** what totalCount counts; omitted when the connection has no totalCount */
  totalCount?: string;
  /** paging arguments that behave differently from the Prisma plugin's (e.g. a hand-written connection) */
  args?: Partial<Record<"first" | "after" | "last" | "before", string>>;
}

/**
 * Descriptions for the paging arguments of a connection field and for its
 * generated connection and edge types. `field` is a coordinate such as
 * "Query.opportunities"; the type names follow the Relay plugin's naming.
 */
export const connection = (field: string, text: ConnectionText): DescriptionMap => {
  const [parent, name] = field.split(".");
  const typeName = `${parent}${name[0].toUpperCase()}${name.slice(1)}Connection`;
  const map: Record<string, string> = {
    [`${field}(first)`]:
      "Number of items to return from the start of the list (or after `after`). Default 20, at most 100 (a larger number returns 100); must not be negative. Cannot be combined with `before`.",
    [`${field}(after)`]:
      "Return the items that follow this cursor (an `endCursor` or edge `cursor` from an earlier page of the same list). Cannot be combined with `before` or `last`.",
    [`${field}(last)`]:
      "Number of items to return from the end of the list (or before `before`), at most 100 (a larger number returns 100); must not be negative. Cannot be combined with `after`. When neither `first` nor `last` is given, the first 20 items are returned.",
    [`${field}(before)`]:
      "Return the items that precede this cursor (a `startCursor` or edge `cursor` from an earlier page of the same list). Cannot be combined with `after` or `first`.",
    [typeName]: `A page of ${text.node} items (Relay connection). ${text.access} ${text.order}`,
    [`${typeName}.edges`]: `The items on this page, each with its cursor, in the list's order; empty when nothing matches.`,
    [`${typeName}.pageInfo`]: "Cursors and whether more items exist before or after this page.",
    [`${typeName}Edge`]: `One ${text.node} item of the page, with the cursor that marks its position.`,
    [`${typeName}Edge.cursor`]: "Opaque position of this item in the list; pass it as `after` or `before` to page from here.",
    [`${typeName}Edge.node`]: `The ${text.node} item itself.`,
  };
  if (text.totalCount) map[`${typeName}.totalCount`] = text.totalCount;
  for (const [arg, description] of Object.entries(text.args ?? {})) map[`${field}(${arg})`] = description;
  return map;
};
