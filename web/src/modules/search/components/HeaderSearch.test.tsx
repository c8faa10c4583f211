import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeaderSearch_ResultsDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { HeaderSearch } from "./HeaderSearch";

const opportunity = { __typename: "Opportunity", id: "T3A6MQ==", title: "Bolsa Angelina", organization: "UNAM", country: "NA" };

/** The API's answer for `query`: what an administrator or a member is sent. */
const results = (query: string, admin: boolean) => ({
  request: { query: HeaderSearch_ResultsDocument, variables: { query, admin } },
  result: {
    data: {
      search: {
        __typename: "SearchResults",
        query,
        opportunities: [opportunity],
        ...(admin
          ? {
              staff: [
                { __typename: "StaffMember", id: "U3RhZmY6MQ==", name: "Ângela Nambahu", role: "Coordenadora", country: "NA" },
                { __typename: "StaffMember", id: "U3RhZmY6Mg==", name: "Angelo Tjivikua", role: "Analista", country: "AO" },
              ],
              users: [],
              projects: [{ __typename: "SearchHit", id: "p1", title: "Angelim Water", subtitle: "Delta Lodges" }],
              clients: [],
            }
          : { people: [] }),
      },
    },
  },
});

const setup = (isAdmin = true, locale: "pt" | "en" = "pt") => {
  const view = renderWithApp(<HeaderSearch isAdmin={isAdmin} />, {
    route: "/app",
    locale,
    session: fakeSession(isAdmin ? "admin" : "member"),
    mocks: [results("ange", isAdmin)],
    otherRoutes: { "/app/team": <p>team page</p>, "/app/projects": <p>projects page</p> },
  });
  const box = screen.getByRole("combobox");
  return { ...view, box };
};

const typeAndWait = async (box: HTMLElement) => {
  fireEvent.change(box, { target: { value: "ange" } });
  return screen.findByRole("listbox");
};

const activeText = (box: HTMLElement) => {
  const id = box.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("HeaderSearch", () => {
  it("shows the regional team as a section of its own for administrators", async () => {
    const { box } = setup();
    const list = await typeAndWait(box);
    const staff = within(list).getByRole("group", { name: "Equipe Regional" });
    expect(
      within(staff)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ângela NambahuCoordenadora · Namíbia", "Angelo TjivikuaAnalista · Angola"]);
    expect(within(staff).getAllByRole("option")[0].getAttribute("href")).toBe("/app/team?staff=U3RhZmY6MQ%3D%3D");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(box.getAttribute("aria-controls")).toBe(list.id);
    expect(screen.getByText("4 resultados")).toBeTruthy();
  });

  it("moves through every result across sections with the arrow keys, wrapping at both ends", async () => {
    const { box } = setup();
    await typeAndWait(box);
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
    const titles: Array<string | null | undefined> = [];
    for (let i = 0; i < 5; i++) {
      fireEvent.keyDown(box, { key: "ArrowDown" });
      titles.push(activeText(box));
    }
    expect(titles).toEqual([
      "Bolsa AngelinaUNAM · Namíbia",
      "Ângela NambahuCoordenadora · Namíbia",
      "Angelo TjivikuaAnalista · Angola",
      "Angelim WaterDelta Lodges",
      "Bolsa AngelinaUNAM · Namíbia",
    ]);
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(activeText(box)).toBe("Angelim WaterDelta Lodges");
    const selected = screen.getAllByRole("option").filter((o) => o.getAttribute("aria-selected") === "true");
    expect(selected.map((o) => o.id)).toEqual([box.getAttribute("aria-activedescendant")]);
  });

  it("opens the active result with Enter: a staff member's detail on the team screen", async () => {
    const { box, router } = setup();
    await typeAndWait(box);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/team"));
    expect(new URLSearchParams(router.state.location.search).get("staff")).toBe("U3RhZmY6MQ==");
  });

  it("closes the list with Escape, then clears the text with a second Escape", async () => {
    const { box } = setup();
    await typeAndWait(box);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
    expect((box as HTMLInputElement).value).toBe("ange");
    fireEvent.keyDown(box, { key: "Escape" });
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("reopens the list with ArrowDown after Escape, and a click still opens a result", async () => {
    const { box, router } = setup();
    await typeAndWait(box);
    fireEvent.keyDown(box, { key: "Escape" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(await screen.findByRole("listbox")).toBeTruthy();
    expect(activeText(box)).toBe("Bolsa AngelinaUNAM · Namíbia");
    fireEvent.click(screen.getByRole("option", { name: /Angelim Water/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/projects"));
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("Angelim Water");
  });

  it("keeps the results, and the active one, while a longer text is looked up", async () => {
    const next = { ...results("angel", true), delay: 300 };
    renderWithApp(<HeaderSearch isAdmin />, { route: "/app", session: fakeSession("admin"), mocks: [results("ange", true), next] });
    const box = screen.getByRole("combobox");
    await typeAndWait(box);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.change(box, { target: { value: "angel" } });
    await new Promise((done) => setTimeout(done, 400));
    expect(screen.getByRole("listbox")).toBeTruthy();
    expect(activeText(box)).toBe("Ângela NambahuCoordenadora · Namíbia");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(4));
    expect(activeText(box)).toBe("Ângela NambahuCoordenadora · Namíbia");
  });

  it("gives members no regional team section, in English too", async () => {
    const { box } = setup(false, "en");
    const list = await typeAndWait(box);
    expect(
      within(list)
        .getAllByRole("group")
        .map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent),
    ).toEqual(["Opportunities"]);
    expect(screen.getByText("1 result")).toBeTruthy();
  });
});
