import type { Plugin } from "graphql-yoga";
import { type DocumentNode, GraphQLError, visit } from "graphql";

/**
 * Text no column can hold as sent: PostgreSQL refuses the NUL character in
 * text, and a lone UTF-16 surrogate has no UTF-8 form (the driver would
 * silently store U+FFFD instead). Both are refused for every argument of
 * every operation, before any resolver runs, so no feature has to think of
 * them and none can fail on them with an internal error.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what PostgreSQL cannot store
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableText = (value: string): boolean => UNSTORABLE.test(value);

/** The variable path of the first unstorable string, e.g. "input.title", or null. */
export function findUnstorable(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === "string") return unstorableText(value) ? at : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  // uploads are checked by the File scalar (their names) and the features (their bytes)
  if (typeof (value as Partial<Blob>).arrayBuffer === "function") return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findUnstorable(inner, at ? `${at}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

// yoga caches parsed documents, so the same operation arrives as the same object:
// its literals are looked at once, not on every request.
const checkedDocuments = new WeakMap<DocumentNode, boolean>();

function literalWithUnstorable(document: DocumentNode): boolean {
  let found = checkedDocuments.get(document);
  if (found !== undefined) return found;
  found = scanLiterals(document);
  checkedDocuments.set(document, found);
  return found;
}

function scanLiterals(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (unstorableText(node.value)) found = true;
    },
  });
  return found;
}

const refusal = (field: string) =>
  new GraphQLError("Text contains characters that cannot be stored (NUL or an unpaired surrogate)", {
    extensions: { code: "BAD_USER_INPUT", reason: "INVALID_CHARACTERS", issues: [{ field, reason: "INVALID_CHARACTERS" }] },
  });

function check(document: DocumentNode, variables: unknown): GraphQLError | null {
  const inVariables = findUnstorable(variables ?? {}, "");
  if (inVariables) return refusal(inVariables);
  return literalWithUnstorable(document) ? refusal("") : null;
}

export const useStorableText = (): Plugin => ({
  onExecute: ({ args, setResultAndStopExecution }) => {
    const error = check(args.document, args.variableValues);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
  onSubscribe: ({ args, setResultAndStopExecution }) => {
    const error = check(args.document, args.variableValues);
    if (error) setResultAndStopExecution({ errors: [error] });
  },
});
