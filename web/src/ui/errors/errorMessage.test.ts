import fs from "node:fs";
import path from "node:path";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { IntlProvider, createIntl } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import en from "../messages/en.json";
import pt from "../messages/pt.json";
import { toaster } from "../feedback/toaster";
import { notifyError, notifySuccess } from "../feedback/notify";
import { FIELD_ISSUE_REASONS, errorMessage, errorMessageId, fieldErrorMessages, fieldIssues, useErrorMessage } from "./errorMessage";

const root = path.resolve(import.meta.dirname, "../../../..");
const schema = fs.readFileSync(path.join(root, "schema.graphql"), "utf8");

/** The values of one enum of schema.graphql (descriptions left out). */
function enumValues(name: string): string[] {
  const body = schema.match(new RegExp(String.raw`\benum ${name} \{([\s\S]*?)\n\}`))?.[1] ?? "";
  return body
    .replace(/"""[\s\S]*?"""/g, "")
    .replace(/"[^"\n]*"/g, "")
    .split(/\s+/)
    .filter(Boolean);
}

const REASONS = enumValues("ErrorReason");
const CODES = enumValues("ErrorCode");
const catalogues = { pt: pt as Record<string, string>, en: en as Record<string, string> };

const apiError = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message: "English, for developers", extensions }] });

function intlFor(locale: "pt" | "en") {
  const errors: unknown[] = [];
  const intl = createIntl({ locale: locale === "pt" ? "pt-BR" : "en-GB", messages: catalogues[locale], onError: (e) => errors.push(e) });
  return { intl, errors };
}

/** Every texted ErrorReason/ErrorCode, checked in both languages. */
function missingTexts(prefix: string, names: string[]): string[] {
  const missing: string[] = [];
  for (const name of names) {
    for (const [lang, messages] of Object.entries(catalogues)) {
      if (!messages[`${prefix}${name}`]?.trim()) missing.push(`${lang}: ${prefix}${name}`);
    }
  }
  return missing;
}

/**
 * The reasons the API sends as `extensions.issues[].reason`: literal issues
 * (`{ field, reason: "X" }`), zod check messages (the validation plugin turns
 * them into issues), and the helpers that always attach an issue
 * (credentials.ts's refuse, imageError's ImageRefusal, documentError).
 */
function issueReasonsInApi(): Set<string> {
  const NAME = '"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)"';
  const patterns = [
    new RegExp(String.raw`\{\s*field\b[^{}]*?\breason:\s*${NAME}`, "g"),
    new RegExp(String.raw`\.(?:min|max|length|refine|regex|email|url|int|positive|nonnegative|nonempty)\((?:(?:[^()"]|\([^()]*\))*,)?\s*${NAME}\s*\)`, "g"),
    new RegExp(String.raw`\bmessage:\s*${NAME}`, "g"),
    new RegExp(String.raw`\brefuse\([^,()]*,\s*${NAME}`, "g"),
    /(?:Refusal\s*=|documentError\s*=\s*\(\s*reason:)((?:\s*\|?\s*"[A-Z_]+")+)/g,
  ];
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "generated" && !entry.name.startsWith(".")) walk(full);
      } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const text = fs.readFileSync(full, "utf8");
        for (const pattern of patterns) {
          for (const m of text.matchAll(pattern)) for (const name of m[1].match(/[A-Z][A-Z0-9_]*/g) ?? []) found.add(name);
        }
      }
    }
  };
  // the API's own checks, and the rules it shares with the forms (@ponte/contracts)
  walk(path.join(root, "api/src"));
  walk(path.join(root, "contracts/src"));
  return found;
}

describe("error texts", () => {
  it("reads the enums of schema.graphql", () => {
    expect(REASONS.length).toBeGreaterThan(90);
    expect(REASONS).toContain("DUPLICATE_TITLE");
    expect(CODES).toEqual(expect.arrayContaining(["UNAUTHENTICATED", "RATE_LIMITED", "INTERNAL_SERVER_ERROR"]));
  });

  it("has a pt and an en text for every ErrorReason and every ErrorCode", () => {
    expect(missingTexts("errors.reason.", REASONS)).toEqual([]);
    expect(missingTexts("errors.code.", CODES)).toEqual([]);
    expect(missingTexts("errors.", ["network", "generic", "wait.RATE_LIMITED", "wait.CONTACT_RATE_LIMITED"])).toEqual([]);
  });

  it("has a field text for every issue reason the API sends", () => {
    const inApi = issueReasonsInApi();
    // sanity: the scan sees zod messages, literal issues and the helpers
    for (const r of ["REQUIRED", "MONEY_STEP", "END_BEFORE_START", "INVALID_EMAIL", "PASSWORD_TOO_SHORT", "IMAGE_TOO_LARGE", "DOCUMENT_TOO_LARGE"]) {
      expect(inApi).toContain(r);
    }
    expect([...inApi].filter((r) => !(FIELD_ISSUE_REASONS as readonly string[]).includes(r))).toEqual([]);
    expect(FIELD_ISSUE_REASONS.filter((r) => !REASONS.includes(r))).toEqual([]);
    expect(missingTexts("errors.field.", [...FIELD_ISSUE_REASONS, "INVALID"])).toEqual([]);
  });

  it("keeps no errors.* text that nothing can ask for", () => {
    const reachable = new Set([
      ...REASONS.map((r) => `errors.reason.${r}`),
      ...CODES.map((c) => `errors.code.${c}`),
      ...[...FIELD_ISSUE_REASONS, "INVALID"].map((r) => `errors.field.${r}`),
      "errors.network",
      "errors.generic",
      "errors.wait.RATE_LIMITED",
      "errors.wait.CONTACT_RATE_LIMITED",
    ]);
    expect(Object.keys(pt).filter((k) => k.startsWith("errors.") && !reachable.has(k))).toEqual([]);
  });

  it("formats every text in both languages, and the Portuguese is Brazilian", () => {
    for (const locale of ["pt", "en"] as const) {
      const { intl, errors } = intlFor(locale);
      for (const id of Object.keys(catalogues[locale]).filter((k) => k.startsWith("errors."))) {
        expect(intl.formatMessage({ id }, { seconds: 30, minutes: 0 })).not.toBe(id);
      }
      expect(errors).toEqual([]);
    }
    const european = /palavra-passe|\bguardar|\bcontacto|\bequipa\b|\bregistar|\bligação|\bregisto\b|\bseparador|\becrã|\bficheiro/i;
    expect(Object.entries(pt).filter(([, text]) => european.test(text))).toEqual([]);
  });
});

describe("errorMessageId", () => {
  it("maps the reason first", () => {
    expect(errorMessageId(apiError({ code: "CONFLICT", reason: "DUPLICATE_TITLE" }))).toEqual({ id: "errors.reason.DUPLICATE_TITLE" });
  });

  it("falls back to the code for a missing or unknown reason", () => {
    expect(errorMessageId(apiError({ code: "FORBIDDEN" }))).toEqual({ id: "errors.code.FORBIDDEN" });
    expect(errorMessageId(apiError({ code: "CONFLICT", reason: "SOMETHING_NEW" }))).toEqual({ id: "errors.code.CONFLICT" });
    // what an upload's own fetch throws
    expect(errorMessageId({ code: "NOT_FOUND", message: "gone" })).toEqual({ id: "errors.code.NOT_FOUND" });
  });

  it("tells an unreachable server from a failed one", () => {
    expect(errorMessageId(new TypeError("Failed to fetch"))).toEqual({ id: "errors.network" });
    const serverError = new ServerError("Bad gateway", { response: new Response("", { status: 502 }), bodyText: "" });
    expect(errorMessageId(serverError)).toEqual({ id: "errors.generic" });
    expect(errorMessageId(apiError({ code: "SOMETHING_ELSE" }))).toEqual({ id: "errors.generic" });
    expect(errorMessageId(new Error("boom"))).toEqual({ id: "errors.generic" });
    expect(errorMessageId(undefined)).toEqual({ id: "errors.generic" });
  });

  it("says how long to wait after a rate limit", () => {
    const { intl } = intlFor("pt");
    const limited = (extensions: Record<string, unknown>) => apiError({ code: "RATE_LIMITED", ...extensions });

    expect(errorMessageId(limited({ reason: "RATE_LIMITED", retryAfterSeconds: 30 }))).toEqual({
      id: "errors.wait.RATE_LIMITED",
      values: { seconds: 30, minutes: 0 },
    });
    expect(errorMessage(intl, limited({ reason: "RATE_LIMITED", retryAfterSeconds: 30 }))).toBe("Muitas tentativas. Tente novamente em 30 segundos.");
    expect(errorMessage(intl, limited({ reason: "RATE_LIMITED", retryAfterSeconds: 1 }))).toBe("Muitas tentativas. Tente novamente em 1 segundo.");
    expect(errorMessage(intl, limited({ reason: "RATE_LIMITED", retryAfterSeconds: 601 }))).toBe("Muitas tentativas. Tente novamente em 11 minutos.");
    expect(errorMessage(intl, limited({ retryAfterSeconds: 90 }))).toBe("Muitas tentativas. Tente novamente em 90 segundos.");
    expect(errorMessage(intl, limited({ reason: "CONTACT_RATE_LIMITED", retryAfterSeconds: 540 }))).toBe(
      "Você enviou várias mensagens seguidas. Tente novamente em 9 minutos.",
    );
    // no wait given: the reason's own text
    expect(errorMessageId(limited({ reason: "RATE_LIMITED" }))).toEqual({ id: "errors.reason.RATE_LIMITED" });
    // a reason with its own wording keeps it
    expect(errorMessageId(limited({ reason: "SERVICE_BUSY", retryAfterSeconds: 1 }))).toEqual({ id: "errors.reason.SERVICE_BUSY" });
  });
});

describe("errorMessage", () => {
  it("renders the text in the person's language, never the server's message", () => {
    const error = apiError({ code: "UNAUTHENTICATED", reason: "INVALID_CREDENTIALS" });
    expect(errorMessage(intlFor("pt").intl, error)).toBe("Email ou senha incorretos");
    expect(errorMessage(intlFor("en").intl, error)).toBe("Incorrect email or password");
    expect(errorMessage(intlFor("en").intl, apiError({ code: "BAD_USER_INPUT" }))).not.toContain("developers");
  });

  it("is bound to the current language by useErrorMessage", () => {
    const wrapper = ({ children }: { children: ReactNode }) => createElement(IntlProvider, { locale: "pt-BR", messages: catalogues.pt }, children);
    const { result } = renderHook(() => useErrorMessage(), { wrapper });
    expect(result.current(new TypeError("Failed to fetch"))).toBe("Sem conexão com o servidor. Verifique sua internet e tente novamente.");
  });
});

describe("fieldIssues", () => {
  it("lists each invalid field without its input. prefix", () => {
    const error = apiError({
      code: "BAD_USER_INPUT",
      reason: "VALIDATION_FAILED",
      issues: [
        { field: "input.email", reason: "INVALID_EMAIL" },
        { field: "input.items.0.unitPrice", reason: "MONEY_STEP" },
        { field: "currentPassword", reason: "WRONG_PASSWORD" },
        { field: "input.name", reason: "Too big: expected string to have <=120 characters" },
        { field: "input.email", reason: "REQUIRED" },
        { nonsense: true },
      ],
    });
    expect(fieldIssues(error)).toEqual([
      { field: "email", reason: "INVALID_EMAIL", messageId: "errors.field.INVALID_EMAIL" },
      { field: "items.0.unitPrice", reason: "MONEY_STEP", messageId: "errors.field.MONEY_STEP" },
      { field: "currentPassword", reason: "WRONG_PASSWORD", messageId: "errors.field.WRONG_PASSWORD" },
      { field: "name", reason: "Too big: expected string to have <=120 characters", messageId: "errors.field.INVALID" },
      { field: "email", reason: "REQUIRED", messageId: "errors.field.REQUIRED" },
    ]);
    expect(fieldErrorMessages(intlFor("pt").intl, error)).toEqual({
      email: "Email inválido",
      "items.0.unitPrice": "Use no máximo duas casas decimais.",
      currentPassword: "Senha atual incorreta.",
      name: "Valor inválido.",
    });
  });

  it("is empty for a failure without issues", () => {
    expect(fieldIssues(apiError({ code: "CONFLICT", reason: "EMAIL_TAKEN" }))).toEqual([]);
    expect(fieldIssues(new TypeError("Failed to fetch"))).toEqual([]);
  });
});

describe("notify", () => {
  it("shows the mapped text as an error toast and a catalogue text as a success toast", () => {
    const create = vi.spyOn(toaster, "create").mockReturnValue("id");
    const { intl } = intlFor("en");
    notifyError(intl, apiError({ code: "NOT_FOUND", reason: "NOT_FOUND" }));
    notifySuccess(intl, "errors.generic");
    expect(create.mock.calls).toEqual([[{ type: "error", title: "The record no longer exists." }], [{ type: "success", title: "An error occurred. Please try again." }]]);
    create.mockRestore();
  });
});

describe("the shared input rules (@ponte/contracts)", () => {
  it("every field reason a contracts rule can give has a text", async () => {
    const { FIELD_REASONS } = await import("@ponte/contracts");
    const { FIELD_ISSUE_REASONS } = await import("./errorMessage");
    expect(FIELD_REASONS.filter((r) => !(FIELD_ISSUE_REASONS as readonly string[]).includes(r))).toEqual([]);
  });
});

describe("a screen's own wording", () => {
  const intl = createIntl({
    locale: "pt-BR",
    messages: { ...catalogues.pt, "x.permission": "Erro de permissão.", "x.failed": "Erro ao criar." },
  });
  const wording = { byCode: { FORBIDDEN: "x.permission" }, fallbackId: "x.failed" };

  it("replaces a code's text and the generic texts, never a specific reason's", () => {
    expect(errorMessage(intl, apiError({ code: "FORBIDDEN" }), wording)).toBe("Erro de permissão.");
    expect(errorMessage(intl, apiError({ code: "INTERNAL_SERVER_ERROR" }), wording)).toBe("Erro ao criar.");
    expect(errorMessage(intl, new Error("boom"), wording)).toBe("Erro ao criar.");
    expect(errorMessage(intl, apiError({ code: "CONFLICT", reason: "DUPLICATE_TITLE" }), wording)).toBe(catalogues.pt["errors.reason.DUPLICATE_TITLE"]);
    expect(errorMessage(intl, apiError({ code: "FORBIDDEN" }))).toBe(catalogues.pt["errors.code.FORBIDDEN"]);
  });
});
