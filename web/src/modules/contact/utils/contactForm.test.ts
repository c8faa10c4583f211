import { describe, expect, it } from "vitest";
import { EMPTY_CONTACT_FORM, serverFieldErrors, validateContactForm } from "./contactForm";

const valid = { ...EMPTY_CONTACT_FORM, name: "Ana", email: "ana@example.test", country: "AO", subject: "Olá", message: "Mensagem" };

describe("validateContactForm", () => {
  it("accepts a form with only the required fields", () => {
    expect(validateContactForm(valid)).toEqual({});
  });
  it("requires name, e-mail, country, subject and message", () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: "required",
      email: "required",
      country: "required",
      subject: "required",
      message: "required",
    });
  });
  it("checks the e-mail and phone formats and the message length", () => {
    expect(validateContactForm({ ...valid, email: "ana@", phone: "abc", message: "x".repeat(5001) })).toEqual({
      email: "invalidEmail",
      phone: "invalidPhone",
      message: "tooLong",
    });
  });
  it("needs a phone number when phone or WhatsApp is the preferred way", () => {
    expect(validateContactForm({ ...valid, preferredContact: "WHATSAPP" })).toEqual({ phone: "phoneNeeded" });
    expect(validateContactForm({ ...valid, preferredContact: "PHONE", phone: "+264 81 234 5678" })).toEqual({});
  });
});

describe("serverFieldErrors", () => {
  it("maps the API's reasons to field errors", () => {
    expect(
      serverFieldErrors([
        { field: "input.email", reason: "INVALID_EMAIL" },
        { field: "input.message", reason: "TOO_LONG" },
      ]),
    ).toEqual({ email: "invalidEmail", message: "tooLong" });
  });
});
