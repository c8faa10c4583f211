import { describe, expect, it } from "vitest";
import pt from "../messages/pt.json";
import { type AuthFormValues, authFormDefaults, authFormProblem, authFormSchema } from "./authFormSchema";

const signIn: AuthFormValues = { ...authFormDefaults("signIn"), email: "ana@example.com", password: "secret1", country: "AO" };
const register: AuthFormValues = { ...signIn, mode: "register", fullName: "Ana Silva" };
const text = (values: AuthFormValues) => {
  const id = authFormProblem(values);
  return id && (pt as Record<string, string>)[id];
};
const reasons = (values: AuthFormValues) => {
  const parsed = authFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.toReversed().map((i) => [i.path.join("."), i.message]));
};

describe("the sign-in and registration form's rules (spec §5)", () => {
  it("accepts a complete sign-in and registration, and sends a mixed-case padded e-mail trimmed and lowercased", () => {
    expect(authFormProblem({ ...signIn, email: "  Ana@Example.COM " })).toBeNull();
    expect(authFormSchema.parse({ ...signIn, email: "  Ana@Example.COM " }).email).toBe("ana@example.com");
    expect(authFormProblem(register)).toBeNull();
  });
  it("asks for the missing e-mail or password first, and marks the fields", () => {
    expect(text({ ...signIn, email: "   " })).toBe("Preencha todos os campos obrigatórios");
    expect(text({ ...signIn, password: "" })).toBe("Preencha todos os campos obrigatórios");
    expect(reasons({ ...signIn, email: "" }).email).toBe("REQUIRED");
  });
  it("rejects an e-mail without @ or domain with the API's pattern", () => {
    expect(text({ ...signIn, email: "ana.example.com" })).toBe("Email inválido");
    expect(text({ ...signIn, email: "ana@" })).toBe("Email inválido");
    expect(reasons({ ...signIn, email: "ana@" }).email).toBe("INVALID_EMAIL");
  });
  it("requires 6 to 200 password characters", () => {
    expect(text({ ...signIn, password: "12345" })).toBe("A senha deve ter pelo menos 6 caracteres");
    expect(reasons({ ...signIn, password: "12345" }).password).toBe("TOO_SHORT");
    expect(text({ ...signIn, password: "x".repeat(201) })).toBe("A senha deve ter no máximo 200 caracteres");
    expect(authFormProblem({ ...signIn, password: "123456" })).toBeNull();
  });
  it("requires a country to sign in, and name and country to register", () => {
    expect(text({ ...signIn, country: "" })).toBe("Selecione um país");
    expect(text({ ...register, fullName: "  " })).toBe("Nome e país são obrigatórios para registro");
    expect(text({ ...register, country: "" })).toBe("Nome e país são obrigatórios para registro");
    expect(reasons({ ...register, fullName: "" }).fullName).toBe("REQUIRED");
    expect(reasons({ ...signIn, fullName: "" }).fullName).toBeUndefined();
  });
});
