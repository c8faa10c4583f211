import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import pt from "../locales/pt.json";
import { pageTitleId } from "./pageTitle";
import { ROUTE_PATHS } from "./routePaths";

describe("pageTitleId", () => {
  it("names every route of the app, in both languages", () => {
    for (const pattern of ROUTE_PATHS) {
      const path = pattern.replace(/\/\*$/, "");
      const id = pageTitleId(path, "");
      expect(id, path).not.toBe("common.pageTitle.notFound");
      expect((pt as Record<string, string>)[id], `${id} (pt)`).toBeTruthy();
      expect((en as Record<string, string>)[id], `${id} (en)`).toBeTruthy();
    }
  });

  it("gives deep links their area's title, the dashboard's tabs their own, unknown paths the not-found title", () => {
    expect(pageTitleId("/app/projects/123", "")).toBe("common.pageTitle.projects");
    expect(pageTitleId("/app/", "?tab=applications")).toBe("common.pageTitle.tab.applications");
    expect(pageTitleId("/app", "?tab=nonsense")).toBe("common.pageTitle.dashboard");
    expect(pageTitleId("/login", "?mode=register")).toBe("common.pageTitle.register");
    expect(pageTitleId("/nowhere", "")).toBe("common.pageTitle.notFound");
  });
});
