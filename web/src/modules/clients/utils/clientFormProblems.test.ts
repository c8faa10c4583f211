import { describe, expect, it } from "vitest";
import { clientFormProblems } from "./clientFormProblems";

const valid = { name: "Namib Logistics", email: "ops@namib.example", phone: "", country: "NA", sector: "TRANSPORT", organization: "Namib Pty", status: "PROSPECT", lastContact: "", notes: "" };

describe("client form", () => {
  it("accepts a complete client", () => {
    expect(clientFormProblems(valid)).toEqual({});
  });
  it("requires name, e-mail, country, sector and organisation, and a real e-mail", () => {
    expect(clientFormProblems({ ...valid, name: " ", country: "", organization: "" })).toEqual({ name: "required", country: "required", organization: "required" });
    expect(clientFormProblems({ ...valid, email: "ops@namib" })).toEqual({ email: "email" });
  });
});
