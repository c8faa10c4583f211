import { describe, expect, it } from "vitest";
import { contactFormSchema, EMPTY_CONTACT_FORM } from "./contactForm";

const valid = { ...EMPTY_CONTACT_FORM, name: "Maria", email: "maria@example.test", country: "NA", subject: "Parceria", message: "Olá" };
const reasons = (values: Record<string, unknown>) => {
  const r = contactFormSchema.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
};

describe("contactFormSchema", () => {
  it("accepts a complete message and trims it", () => {
    const r = contactFormSchema.safeParse({ ...valid, name: "  Maria  " });
    expect(r.success && r.data.name).toBe("Maria");
  });

  it("names the missing required fields", () => {
    expect(reasons({ ...EMPTY_CONTACT_FORM })).toEqual({ name: "REQUIRED", email: "REQUIRED", country: "REQUIRED", subject: "REQUIRED", message: "REQUIRED" });
  });

  it("refuses a bad e-mail, a bad phone and too long texts, with the API's reasons", () => {
    expect(reasons({ ...valid, email: "maria-at-example", phone: "call me", subject: "x".repeat(201) })).toEqual({
      email: "INVALID_EMAIL",
      phone: "INVALID_PHONE",
      subject: "TOO_LONG",
    });
  });

  it("asks for a phone when the answer should come by phone or WhatsApp", () => {
    expect(reasons({ ...valid, preferredContact: "WHATSAPP" })).toEqual({ phone: "REQUIRED" });
    expect(reasons({ ...valid, preferredContact: "PHONE", phone: "+264 81 123 4567" })).toEqual({});
  });
});
