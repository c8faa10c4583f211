import { describe, expect, it } from "vitest";
import { parseSkills, staffFormProblems } from "./staffFormProblems";

const valid = { name: "Thabo Mokoena", role: "Engenheiro", email: "thabo@ponte.example", phone: "", country: "ZA", department: "TECHNOLOGY", status: "ACTIVE", skills: "" };

describe("staff form", () => {
  it("requires full name, role, e-mail, country and department; phone and skills are optional", () => {
    expect(staffFormProblems(valid)).toEqual({});
    expect(staffFormProblems({ ...valid, name: "", role: " ", country: "", department: "" })).toEqual({
      name: "required",
      role: "required",
      country: "required",
      department: "required",
    });
    expect(staffFormProblems({ ...valid, email: "thabo" })).toEqual({ email: "email" });
  });

  it("accepts a phone with the usual separators and refuses anything else (the API refuses it too)", () => {
    expect(staffFormProblems({ ...valid, phone: "+244 (923) 456-789" })).toEqual({});
    expect(staffFormProblems({ ...valid, phone: "<script>alert(1)</script>" })).toEqual({ phone: "phone" });
    expect(staffFormProblems({ ...valid, phone: "' OR '1'='1" })).toEqual({ phone: "phone" });
  });

  it("reads skills from a comma-separated list", () => {
    expect(parseSkills("TypeScript, Saúde Pública , ,TypeScript")).toEqual(["TypeScript", "Saúde Pública"]);
  });
});
