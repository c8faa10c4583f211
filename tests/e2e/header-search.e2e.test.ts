import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations, useE2E } from "./support/e2e.ts";

const e2e = useE2E();
const slow = { timeout: 15000 };

const TEXT = {
  pt: { box: "Pesquisar na plataforma", team: "Equipe Regional", projects: "Projetos", clients: "Clientes & Parceiros", opportunities: "Oportunidades" },
  en: { box: "Search the platform", team: "Regional team", projects: "Projects", clients: "Clients & Partners", opportunities: "Opportunities" },
} as const;

/** A word no seeded record contains, so each search finds only the test's own records. */
const tag = () => `zq${randomBytes(3).toString("hex")}`;

/** The text of the option the search box names as active (aria-activedescendant), "" when none. */
async function activeOption(page: Page, box: Locator): Promise<string> {
  const id = await box.getAttribute("aria-activedescendant");
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? "") : "";
}

async function typeInSearch(page: Page, locale: "pt" | "en", text: string): Promise<Locator> {
  const box = page.getByRole("combobox", { name: TEXT[locale].box });
  // the box is reached as Tab would reach it; everything after is typed
  await box.focus();
  await page.keyboard.type(text);
  await expect.poll(() => page.getByRole("listbox").isVisible(), slow).toBe(true);
  return box;
}

describe("header search from the keyboard", () => {
  for (const locale of ["pt", "en"] as const) {
    it(`an administrator reaches a staff member and a project with the keyboard alone (${locale})`, async () => {
      const t = tag();
      const staffName = `Ângela ${t} Shikongo`;
      await e2e.prisma.staffMember.create({
        data: { name: staffName, role: "Coordenadora Regional", email: `angela.${t}@ponte.example`, country: "NA", department: "TECHNOLOGY", salary: "5000" },
      });
      const client = await e2e.prisma.client.create({
        data: { name: `Cliente ${t} Lodge`, email: `cliente.${t}@ponte.example`, country: "NA", sector: "TOURISM", organization: "Delta Lodges" },
      });
      await e2e.prisma.project.create({ data: { name: `Projeto ${t} Okavango`, clientId: client.id, country: "NA", sector: "TOURISM" } });

      const page = await e2e.newPage({ locale });
      await e2e.signIn(page, await e2e.users.create({ role: "ADMIN", language: locale }));

      // the staff member, found without the accent
      let box = await typeInSearch(page, locale, `angela ${t}`);
      const team = page.getByRole("group", { name: TEXT[locale].team });
      await expect
        .poll(() => team.getByRole("option").allTextContents(), slow)
        .toEqual([`${staffName}Coordenadora Regional · ${locale === "pt" ? "Namíbia" : "Namibia"}`]);
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      await page.keyboard.press("ArrowDown");
      expect(await activeOption(page, box)).toContain(staffName);
      await expect.poll(() => team.getByRole("option", { selected: true }).count()).toBe(1);
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname, slow).toBe("/app/team");
      await expect.poll(() => page.getByRole("dialog", { name: staffName }).isVisible(), slow).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count(), slow).toBe(0);

      // a project: the client matches too, so the arrows cross sections and wrap
      box = await typeInSearch(page, locale, `${t} `);
      // the staff member, the project and its client: this test's three records (not a shorter text's results)
      await expect.poll(() => page.getByRole("listbox").getByRole("option").count(), slow).toBe(3);
      expect(await page.getByRole("group", { name: TEXT[locale].clients }).isVisible()).toBe(true);
      expect(await page.getByRole("group", { name: TEXT[locale].projects }).isVisible()).toBe(true);
      const walked: string[] = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("ArrowDown");
        walked.push(await activeOption(page, box));
      }
      await expectNoA11yViolations(page, { include: "header" });
      expect(walked).toEqual([
        expect.stringMatching(new RegExp(`^${staffName}`)),
        expect.stringMatching(new RegExp(`^Projeto ${t} Okavango`)),
        expect.stringMatching(new RegExp(`^Cliente ${t} Lodge`)),
        expect.stringMatching(new RegExp(`^${staffName}`)),
      ]);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      expect(await activeOption(page, box)).toMatch(new RegExp(`^Projeto ${t} Okavango`));
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname, slow).toBe("/app/projects");
      await expect.poll(() => page.getByText(`Projeto ${t} Okavango`).first().isVisible(), slow).toBe(true);

      // Escape closes the list and keeps the text; a second Escape clears it
      box = await typeInSearch(page, locale, `angela ${t}`);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("listbox").count()).toBe(0);
      expect(await box.inputValue()).toBe(`angela ${t}`);
      expect(await box.getAttribute("aria-activedescendant")).toBeNull();
      await page.keyboard.press("Escape");
      expect(await box.inputValue()).toBe("");
    });

    it(`a member reaches an opportunity with the keyboard alone and finds no staff (${locale})`, async () => {
      const t = tag();
      const title = `Bolsa ${t} Ângela`;
      await e2e.prisma.opportunity.create({
        data: {
          title,
          description: "Intercâmbio universitário",
          country: "AO",
          sector: "EDUCATION",
          organization: "Universidade Agostinho Neto",
          deadline: new Date(Date.now() + 30 * 86_400_000),
        },
      });
      await e2e.prisma.staffMember.create({
        data: { name: `Ana ${t} Ângela`, role: "Analista", email: `staff.${t}@ponte.example`, country: "AO", department: "TECHNOLOGY", salary: "5000" },
      });
      const page = await e2e.newPage({ locale });
      await e2e.signIn(page, await e2e.users.create({ language: locale }));

      // the staff member's name holds the same words: members still get only the opportunity
      const box = await typeInSearch(page, locale, `${t} angela`);
      const list = page.getByRole("listbox");
      await expect.poll(() => list.getByRole("option").allTextContents(), slow).toEqual([expect.stringMatching(new RegExp(`^${title}`))]);
      expect(await page.getByRole("group", { name: TEXT[locale].team }).count()).toBe(0);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      expect(await activeOption(page, box)).toMatch(new RegExp(`^${title}`));
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).searchParams.get("tab"), slow).toBe("opportunities");
      expect(await box.inputValue()).toBe("");
    });
  }
});
