import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../prisma/seed/catalogue.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const LIST = /* GraphQL */ `
  query ($filter: CatalogueFilter) {
    serviceOfferings(filter: $filter) { id slug category countries featured title { pt en } price { pt en } features { pt en } }
  }
`;

describe("services catalogue", () => {
  it("serves the six seeded services with four featured, in both languages", async () => {
    await t.prisma.$transaction((tx) => seedCatalogue({ tx, adminId: "", memberId: "", today: new Date() }));
    const res = await t.gql(LIST);
    expect(res.errors).toBeUndefined();
    const list = res.data.serviceOfferings;
    expect(list).toHaveLength(6);
    expect(list.filter((o: any) => o.featured)).toHaveLength(4);
    expect(list[0].title.pt).toBe("Intercâmbio Universitário Regional");
    expect(list[0].title.en).toBe("Regional University Exchange");
    expect(list[0].price.en).toBe("From $15,000");
  });

  it("combines the category and country filters, and counts per category within a country", async () => {
    const health = await t.gql(LIST, { filter: { category: "HEALTH" } });
    expect(health.data.serviceOfferings.map((o: any) => o.slug)).toEqual(["rede-saude-transfronteirica"]);
    const healthInZa = await t.gql(LIST, { filter: { category: "HEALTH", country: "ZA" } });
    expect(healthInZa.data.serviceOfferings).toEqual([]);

    const counts = await t.gql(`{ serviceOfferingCounts(country: ZA) { category count } }`);
    const byCategory = Object.fromEntries(counts.data.serviceOfferingCounts.map((c: any) => [c.category, c.count]));
    expect(byCategory).toEqual({ EDUCATION: 1, COMMERCE: 1, TOURISM: 1, TRANSPORT: 1, TECHNOLOGY: 1 });
  });

  it("'Solicitar' creates a real service request for a signed-in member, and asks visitors to sign in", async () => {
    const { user, token } = await createUser(t, { country: "NA" });
    const offering = (await t.gql(LIST, { filter: { category: "TOURISM" } })).data.serviceOfferings[0];
    const REQUEST = `mutation ($input: CatalogueRequestInput!) { requestCatalogueService(input: $input) }`;
    const input = { offeringId: offering.id, name: "Nangula", email: "Nangula@Example.test ", phone: "+264 81 123 4567", message: "Grupo de 4 em julho" };

    const anonymous = await t.gql(REQUEST, { input });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");

    const res = await t.gql(REQUEST, { input }, { token });
    expect(res.errors).toBeUndefined();
    const stored = await t.prisma.serviceRequest.findUniqueOrThrow({ where: { id: res.data.requestCatalogueService } });
    expect(stored).toMatchObject({ userId: user.id, serviceType: "turismo-cultural", status: "PENDING", email: "nangula@example.test", userCountry: "NA" });

    const badEmail = await t.gql(REQUEST, { input: { ...input, email: "not-an-email" } }, { token });
    expect(badEmail.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(badEmail.errors?.[0].extensions?.issues).toEqual([{ field: "input.email", reason: "INVALID_EMAIL" }]);
    const blank = await t.gql(REQUEST, { input: { ...input, message: "   " } }, { token });
    expect(blank.errors?.[0].extensions?.issues).toEqual([{ field: "input.message", reason: "REQUIRED" }]);
    expect(await t.prisma.serviceRequest.count()).toBe(1);

    // the member's and the admin's lists name the service by its title, never its slug
    const mine = await t.gql(`{ myServiceRequests(first: 5) { edges { node { serviceType serviceTitle { pt en } } } } }`, {}, { token });
    expect(mine.data.myServiceRequests.edges[0].node).toEqual({ serviceType: "turismo-cultural", serviceTitle: offering.title });

    // the same request again within a minute is asked about first; confirmed, it goes
    const again = await t.gql(REQUEST, { input }, { token });
    expect(again.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "DUPLICATE_REQUEST" });
    expect(await t.prisma.serviceRequest.count()).toBe(1);
    const other = await t.gql(REQUEST, { input: { ...input, message: "Outro grupo em agosto" } }, { token });
    expect(other.errors).toBeUndefined();
    const confirmed = await t.gql(REQUEST, { input: { ...input, confirmDuplicate: true } }, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(await t.prisma.serviceRequest.count()).toBe(3);
  });

  it("lists the three testimonials with ratings out of 5", async () => {
    const res = await t.gql(`{ catalogueTestimonials { name rating country content { pt en } service { slug } } }`);
    expect(res.data.catalogueTestimonials).toHaveLength(3);
    expect(res.data.catalogueTestimonials.every((x: any) => x.rating >= 1 && x.rating <= 5)).toBe(true);
  });
});
