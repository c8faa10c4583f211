import { describe, expect, it } from "vitest";
import { displayName } from "./displayName";
import { initials } from "./initials";

describe("avatar initials and display name", () => {
  it("come from the person's name", () => {
    expect(initials("Ana Membro", "USER")).toBe("AM");
    expect(initials("  thandiwe  van der Nkosi ", "USER")).toBe("TN");
    expect(initials("Sipho", "ADMIN")).toBe("SI");
  });
  it("fall back to AD/US, and the name to the e-mail's local part", () => {
    expect(initials("", "ADMIN")).toBe("AD");
    expect(initials(null, "USER")).toBe("US");
    expect(displayName({ fullName: " ", email: "maria@x.ao" }, "Usuário")).toBe("maria");
    expect(displayName({ fullName: "", email: "" }, "Usuário")).toBe("Usuário");
  });
});
