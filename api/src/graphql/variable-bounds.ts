import { AppError } from "./errors.ts";
import { API_LIMITS } from "./limits.ts";

type Bounds = (typeof API_LIMITS)["variables"];

/**
 * Why the variables are refused, or null when they are within bounds.
 *
 * graphql-js coerces variables on the event loop and names the whole value
 * in each error it finds: 40,000 unknown keys in one input object blocked
 * every other caller for seconds and produced a 29 MB answer. So the raw
 * JSON is measured first, in one pass that stops at the first excess: total
 * size (strings and keys by length, every other value a few bytes), keys
 * per object, nesting depth and list length. Uploads (File values of a
 * multipart request) are checked by the File scalar and the features.
 */
export function variablesExcess(variables: unknown, bounds: Bounds = API_LIMITS.variables): string | null {
  if (variables === undefined || variables === null) return null;
  if (typeof variables !== "object" || Array.isArray(variables)) return null; // yoga refuses a non-object itself
  let bytes = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value: variables, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === "string") bytes += value.length + 2;
    else if (value === null || typeof value !== "object") bytes += 8;
    else if (typeof (value as Partial<Blob>).arrayBuffer === "function") bytes += 8;
    else {
      if (depth >= bounds.maxDepth) return `nested deeper than ${bounds.maxDepth} levels`;
      if (Array.isArray(value)) {
        if (value.length > bounds.maxListLength) return `a list longer than ${bounds.maxListLength} items`;
        bytes += 2 + value.length;
        for (const inner of value) stack.push({ value: inner, depth: depth + 1 });
      } else {
        const keys = Object.keys(value);
        if (keys.length > bounds.maxKeysPerObject) return `an object with more than ${bounds.maxKeysPerObject} keys`;
        bytes += 2;
        for (const k of keys) {
          bytes += k.length + 4;
          stack.push({ value: (value as Record<string, unknown>)[k], depth: depth + 1 });
        }
      }
    }
    if (bytes > bounds.maxBytes) return `larger than ${bounds.maxBytes} bytes`;
  }
  return null;
}

/** The refusal: short, and never repeats the value. HTTP 400 (nothing was executed). */
export function variablesTooLarge(excess: string, http = true): AppError {
  const error = new AppError("BAD_USER_INPUT", `Variables refused: ${excess} (see API_LIMITS.variables on the developers' page)`, {
    reason: "VARIABLES_TOO_LARGE",
  });
  if (http) error.extensions.http = { status: 400 };
  return error;
}
