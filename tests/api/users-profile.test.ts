import { describe, expect, it } from "vitest";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const UPDATE = /* GraphQL */ `
  mutation Update($input: ProfileInput!) {
    updateMyProfile(input: $input) { id fullName country sector organization avatarUrl email hasPassword }
  }
`;

describe("updateMyProfile", () => {
  it("saves the signed-in person's profile; fields left out stay", async () => {
    const { user, token } = await createUser(t, { fullName: "Ana", organization: "Ponte" });
    const res = await t.gql(UPDATE, { input: { fullName: "  Ana   Baptista ", country: "NA", sector: "TOURISM" } }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMyProfile).toMatchObject({
      fullName: "Ana Baptista",
      country: "NA",
      sector: "TOURISM",
      organization: "Ponte",
      email: user.email,
      hasPassword: true,
    });
    const cleared = await t.gql(UPDATE, { input: { organization: "", avatarUrl: "" } }, { token });
    expect(cleared.data.updateMyProfile).toMatchObject({ organization: null, avatarUrl: null, fullName: "Ana Baptista" });
  });

  it("validates name and avatar address", async () => {
    const { token } = await createUser(t);
    const blank = await t.gql(UPDATE, { input: { fullName: " " } }, { token });
    expect(blank.errors?.[0].extensions?.reason).toBe("NAME_AND_COUNTRY_REQUIRED");
    // photos are uploaded (tests/api/photos.test.ts); no address is accepted in their place
    for (const avatarUrl of ["javascript:alert(1)", "http://insecure.example/a.png", "https://cdn.example.org/a.png", "/etc/passwd"]) {
      const res = await t.gql(UPDATE, { input: { avatarUrl } }, { token });
      expect(res.errors?.[0].extensions?.reason, avatarUrl).toBe("INVALID_AVATAR_URL");
    }
  });

  it("is for signed-in people only, and changes nobody else", async () => {
    const other = await createUser(t, { fullName: "Outra Pessoa" });
    const res = await t.gql(UPDATE, { input: { fullName: "Hacked" } });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: other.user.id } })).fullName).toBe("Outra Pessoa");
  });
});
