import { AppError, badInput, conflict } from "./errors.ts";
import { invalidId } from "./node-id.ts";

/**
 * Failures no resolver handled, turned into answers from the closed set of
 * codes (used once, by maskError in app.ts):
 * - the database or its connection is down or saturated: INTERNAL_SERVER_ERROR
 *   with reason SERVICE_UNAVAILABLE (a generic message; try again later). We
 *   keep the code in the closed set, the reason tells the client it is
 *   temporary;
 * - a unique constraint a service did not check first (a race between two
 *   requests): CONFLICT / ALREADY_EXISTS;
 * - a record that vanished between check and write: NOT_FOUND;
 * - an id or argument the database or Pothos could not read, text it cannot
 *   store or that is longer than its column: BAD_USER_INPUT.
 * Anything else stays an internal error. Nothing of the driver's message
 * (SQL, hosts, constraint names) reaches the caller.
 */
export function failureAnswer(error: unknown): AppError | null {
  for (const e of causes(error)) {
    const answer = classify(e);
    if (answer) return answer;
  }
  return null;
}

export const serviceUnavailable = () =>
  new AppError("INTERNAL_SERVER_ERROR", "The service is temporarily unavailable; try again shortly", { reason: "SERVICE_UNAVAILABLE" });

// Prisma: cannot reach / timed out / closed connection / pool timeout / transaction API timeout.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028", "P2037"]);
// @prisma/adapter-pg's error kinds that mean "the database is not there right now".
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
  "TransactionAlreadyClosed",
]);
const UNAVAILABLE_SYSCALLS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
// pg-pool's own messages (no code): pool exhausted for connectionTimeoutMillis, or the server went away
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/i;

interface Failure {
  name?: string;
  code?: unknown;
  message?: string;
  meta?: { driverAdapterError?: { cause?: AdapterCause } };
  cause?: unknown;
  originalError?: unknown;
}
interface AdapterCause {
  kind?: string;
  code?: string;
  originalCode?: string;
  message?: string;
}

function* causes(error: unknown): Generator<Failure> {
  let current: unknown = error;
  for (let i = 0; i < 6 && current && typeof current === "object"; i++) {
    const f = current as Failure;
    yield f;
    current = f.originalError ?? f.cause;
  }
}

function classify(e: Failure): AppError | null {
  if (e.name === "PothosValidationError") {
    // the relay plugin's check of `t.arg.globalID({ for })`: a well-formed id of another type
    if (/^ID: .* is not of type: /.test(e.message ?? "")) return invalidId();
    return badInput(e.message ?? "Invalid argument", "INVALID_ARGUMENT");
  }
  const adapter: AdapterCause | undefined = e.meta?.driverAdapterError?.cause ?? (e.name === "DriverAdapterError" ? (e.cause as AdapterCause | undefined) : undefined);
  const pgCode = adapter?.originalCode ?? adapter?.code;
  const code = typeof e.code === "string" ? e.code : undefined;

  if (
    (code && (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_SYSCALLS.has(code))) ||
    (adapter?.kind && UNAVAILABLE_KINDS.has(adapter.kind)) ||
    // connection exceptions, shutdown, too many connections, out of resources
    (pgCode && /^(08|57P0|53)/.test(pgCode)) ||
    e.name === "PrismaClientInitializationError" ||
    (!code && UNAVAILABLE_MESSAGES.test(e.message ?? ""))
  ) {
    return serviceUnavailable();
  }
  if (code === "P2002" || adapter?.kind === "UniqueConstraintViolation" || pgCode === "23505") {
    return conflict("A record with the same unique values already exists", "ALREADY_EXISTS");
  }
  if (code === "P2025") return new AppError("NOT_FOUND", "Record not found", { reason: "NOT_FOUND" });
  // invalid_text_representation: e.g. an id that is not a UUID
  if (code === "P2023" || pgCode === "22P02") return badInput("Invalid identifier", "INVALID_ID");
  // text the database cannot hold: a NUL byte or bad encoding (22021, 22P05;
  // refused earlier by graphql/input-text.ts, this is the backstop) or longer
  // than its column (22001 / P2000)
  if (pgCode === "22021" || pgCode === "22P05") return badInput("Text contains characters that cannot be stored", "INVALID_CHARACTERS");
  if (code === "P2000" || pgCode === "22001") return badInput("A value is too long", "TOO_LONG");
  return null;
}
