import { describe, expect, it } from "vitest";
import { EXPIRE_OPPORTUNITIES } from "../../api/src/modules/opportunities/opportunity-expiry.ts";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const poll = <T>(read: () => T | Promise<T>, timeout = 15000) => expect.poll(read, { timeout, interval: 200 });

describe("an opportunity closes at its deadline", () => {
  it("a late member is told applications closed; when the job runs the card leaves their list live and the admin sees it Encerrada", async () => {
    const title = `Bolsa de Windhoek ${Date.now()}`;
    // its deadline day ended two days ago in Windhoek; the job has not run yet, so it still shows as open
    await e2e.prisma.opportunity.create({
      data: {
        title,
        description: "Bolsa de estudos para engenharia em Windhoek.",
        country: "NA",
        sector: "EDUCATION",
        type: "PROJECT",
        organization: "Universidade da Namíbia",
        location: "Windhoek",
        deadline: new Date(Date.now() - 2 * 86_400_000),
        requirements: ["Carta de motivação"],
      },
    });

    const member = await e2e.newPage();
    await e2e.signIn(member, await e2e.users.create({ fullName: "Tuyeni Shikongo" }));
    await member.goto("/app?tab=opportunities");
    const card = member.getByTestId("member-opportunity").filter({ hasText: title });
    await card.waitFor();
    await poll(() => member.getByText("Real-Time Ativo").count()).toBeGreaterThan(0);
    await card.getByRole("button", { name: /Candidatar-se/ }).click();
    const dialog = member.getByRole("dialog");
    await dialog.getByRole("button", { name: /Enviar candidatura/ }).click();
    await member.getByText("As candidaturas para esta oportunidade foram encerradas no fim do dia do prazo.").first().waitFor();
    expect(await e2e.prisma.application.count({ where: { opportunity: { title } } })).toBe(0);
    await member.keyboard.press("Escape");

    await e2e.app.jobs.runNow(EXPIRE_OPPORTUNITIES, {});
    await poll(() => card.count()).toBe(0);

    const admin = await e2e.newPage();
    await e2e.signIn(admin, await e2e.users.create({ role: "ADMIN" }));
    await admin.goto("/app?tab=opportunities");
    const row = admin.getByTestId("admin-opportunity").filter({ hasText: title });
    await row.waitFor();
    await poll(() => row.getByText("Encerrada").count()).toBeGreaterThan(0);
  });
});
