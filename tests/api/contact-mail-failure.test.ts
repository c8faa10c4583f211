import { expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";

// An SMTP server nobody listens on: delivery fails.
const t = useTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });

it("keeps the message when the team mail cannot be sent", async () => {
  const res = await t.gql(
    /* GraphQL */ `
      mutation Submit($input: ContactMessageInput!) {
        submitContactMessage(input: $input) { id subject emailedAt }
      }
    `,
    { input: { name: "Thabo", email: "thabo@example.test", country: "ZA", subject: "Proposta", message: "Olá" } },
  );
  expect(res.errors).toBeUndefined();
  expect(res.data.submitContactMessage).toMatchObject({ subject: "Proposta", emailedAt: null });
  const row = await t.prisma.contactMessage.findUniqueOrThrow({ where: { id: Buffer.from(res.data.submitContactMessage.id, "base64").toString().split(":")[1] } });
  expect(row.emailedAt).toBeNull();
});
