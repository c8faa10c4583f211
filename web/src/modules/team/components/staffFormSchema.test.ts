import { describe, expect, it } from "vitest";
import { staffFormSchema } from "./StaffFormDialog";

const valid = {
  name: "Thabo Mokoena",
  role: "Engenheiro",
  email: "thabo@ponte.example",
  phone: "",
  country: "ZA",
  department: "TECHNOLOGY",
  status: "ACTIVE",
  skills: "",
};
const reasons = (v: object) => {
  const r = staffFormSchema.safeParse(v);
  // the first reason per field, as the form shows it
  return r.success ? {} : Object.fromEntries(r.error.issues.toReversed().map((i) => [i.path.join("."), i.message]));
};

describe("staff form schema (the API's rules)", () => {
  it("requires full name, role, e-mail, country and department; phone and skills are optional", () => {
    expect(reasons(valid)).toEqual({});
    expect(reasons({ ...valid, name: "", role: " ", country: "", department: "" })).toEqual({
      name: "REQUIRED",
      role: "REQUIRED",
      country: "REQUIRED",
      department: "REQUIRED",
    });
    expect(reasons({ ...valid, email: "thabo" })).toEqual({ email: "INVALID_EMAIL" });
  });

  it("accepts a phone with the usual separators and refuses anything else", () => {
    expect(reasons({ ...valid, phone: "+244 (923) 456-789" })).toEqual({});
    expect(reasons({ ...valid, phone: "<script>alert(1)</script>" })).toEqual({ phone: "INVALID_PHONE" });
    expect(reasons({ ...valid, phone: "' OR '1'='1" })).toEqual({ phone: "INVALID_PHONE" });
  });

  it("reads skills from a comma-separated list", () => {
    expect(staffFormSchema.parse({ ...valid, skills: "TypeScript, Saúde Pública , ,TypeScript" }).skills).toEqual(["TypeScript", "Saúde Pública"]);
  });
});
