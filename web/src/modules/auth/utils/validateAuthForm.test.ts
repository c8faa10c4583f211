import { describe, expect, it } from "vitest";
import pt from "../messages/pt.json";
import { validateAuthForm } from "./validateAuthForm";

const signIn = { mode: "signIn" as const, fullName: "", email: "ana@example.com", password: "secret1", country: "AO" };
const register = { ...signIn, mode: "register" as const, fullName: "Ana Silva" };
const text = (values: Parameters<typeof validateAuthForm>[0]) => {
  const id = validateAuthForm(values);
  return id && (pt as Record<string, string>)[id];
};

describe("validateAuthForm (spec §5)", () => {
  it("accepts a complete sign-in and registration, with a mixed-case padded e-mail", () => {
    expect(validateAuthForm({ ...signIn, email: "  Ana@Example.COM " })).toBeNull();
    expect(validateAuthForm(register)).toBeNull();
  });
  it("asks for the missing e-mail or password first", () => {
    expect(text({ ...signIn, email: "   " })).toBe("Preencha todos os campos obrigatórios");
    expect(text({ ...signIn, password: "" })).toBe("Preencha todos os campos obrigatórios");
  });
  it("rejects an e-mail without @ or domain", () => {
    expect(text({ ...signIn, email: "ana.example.com" })).toBe("Email inválido");
    expect(text({ ...signIn, email: "ana@" })).toBe("Email inválido");
  });
  it("requires 6 password characters", () => {
    expect(text({ ...signIn, password: "12345" })).toBe("A senha deve ter pelo menos 6 caracteres");
    expect(validateAuthForm({ ...signIn, password: "123456" })).toBeNull();
  });
  it("requires a country to sign in, and name and country to register", () => {
    expect(text({ ...signIn, country: "" })).toBe("Selecione um país");
    expect(text({ ...register, fullName: "  " })).toBe("Nome e país são obrigatórios para registro");
    expect(text({ ...register, country: "" })).toBe("Nome e país são obrigatórios para registro");
  });
});
