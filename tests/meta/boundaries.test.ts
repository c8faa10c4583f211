import { describe, expect, it } from "vitest";
import { type ImportEdge, analyse, cyclicGroups, featureImportsOver, importSpecifiers, judge, moduleGraph, moduleOf, violationsOf } from "./boundaries.ts";

const web = (from: string, to: string): ImportEdge => ({ side: "web", from, to });
const api = (from: string, to: string): ImportEdge => ({ side: "api", from, to });
const rules = (edge: ImportEdge) => violationsOf(edge).map((v) => v.rule);

describe("importSpecifiers", () => {
  it("finds static, type-only, multi-line, re-exported, side-effect and dynamic imports, not commented ones", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "../b.ts";',
      "import {",
      "  c,",
      "  d,",
      '} from "./cd";',
      'export { e } from "./e";',
      'export * from "./f";',
      'import "./side-effect.css";',
      'const Page = lazy(() => import("./pages/Page"));',
      '// import { old } from "./old";',
      '/* import { older } from "./older"; */',
      'const text = "this is not from \\"./string\\"";',
    ].join("\n");
    expect(importSpecifiers(text)).toEqual(["./a", "../b.ts", "./cd", "./e", "./f", "./side-effect.css", "./pages/Page"]);
  });
});

describe("moduleOf", () => {
  it("names features, infrastructure parts and top folders", () => {
    expect(moduleOf("web", "modules/team/pages/TeamPage.tsx")).toBe("modules/team");
    expect(moduleOf("web", "ui/data/DataTable.tsx")).toBe("ui");
    expect(moduleOf("web", "main.tsx")).toBe("main.tsx");
    expect(moduleOf("api", "infra/mail/mailer.ts")).toBe("infra/mail");
    expect(moduleOf("api", "graphql/builder.ts")).toBe("graphql");
  });
});

describe("web boundary rules", () => {
  it("refuses a feature importing another feature", () => {
    expect(rules(web("modules/team/components/StaffFormDialog.tsx", "modules/projects/utils/options.ts"))).toEqual(["feature-imports-feature"]);
  });

  it("lets a feature import itself, the shared folders and the session", () => {
    for (const to of [
      "modules/team/utils/x.ts",
      "ui/data/DataTable.tsx",
      "domain/countries.ts",
      "i18n/useLocale.ts",
      "apollo/createApolloClient.ts",
      "gql/graphql.ts",
      "session/useSession.ts",
    ]) {
      expect(rules(web("modules/team/pages/TeamPage.tsx", to)), to).toEqual([]);
    }
  });

  it("refuses a feature importing the app or another top folder", () => {
    expect(rules(web("modules/team/pages/TeamPage.tsx", "app/routePaths.ts"))).toEqual(["feature-imports-outside"]);
  });

  it("lets only the composition modules import features", () => {
    expect(rules(web("modules/shell/components/AppShell.tsx", "modules/notifications/components/Bell.tsx"))).toEqual([]);
    expect(rules(web("modules/dashboard/pages/DashboardPage.tsx", "modules/finance/components/Chart.tsx"))).toEqual([]);
    expect(rules(web("app/routes.tsx", "modules/team/pages/TeamPage.tsx"))).toEqual([]);
  });

  it("keeps ui, domain and the session free of features", () => {
    expect(rules(web("ui/data/DataTable.tsx", "modules/auth/utils/authLimits.ts"))).toEqual(["shared-imports-feature"]);
    expect(rules(web("session/SessionProvider.tsx", "modules/auth/utils/authLimits.ts"))).toEqual(["shared-imports-feature"]);
    expect(rules(web("domain/SectorLabel.tsx", "modules/opportunities/utils/sectorIcon.ts"))).toEqual(["shared-imports-feature"]);
  });

  it("lets tests, and only tests, use the shared test helpers", () => {
    expect(rules(web("modules/team/components/StaffFormDialog.test.tsx", "test/render.tsx"))).toEqual([]);
    expect(rules(web("modules/team/components/StaffFormDialog.tsx", "test/render.tsx"))).toEqual(["feature-imports-outside"]);
  });
});

describe("cycles", () => {
  it("groups the modules of a loop and ignores one-way chains", () => {
    const graph = moduleGraph([
      api("modules/a/x.ts", "modules/b/y.ts"),
      api("modules/b/y.ts", "modules/c/z.ts"),
      api("modules/c/z.ts", "modules/a/w.ts"),
      api("modules/c/z.ts", "graphql/builder.ts"),
    ]);
    expect(cyclicGroups(graph)).toEqual([["modules/a", "modules/b", "modules/c"]]);
  });

  it("passes a group that lost modules, fails one that gained some, and reports allowlist entries no longer needed", () => {
    const loop = [api("modules/a/x.ts", "modules/b/y.ts"), api("modules/b/y.ts", "modules/a/x.ts")];
    const allow = { imports: ["web: modules/x -> modules/y"], cycles: ["api: modules/a, modules/b, modules/c"] };
    expect(judge(analyse(loop), allow)).toEqual({ newViolations: [], newCycles: [], stale: ["web: modules/x -> modules/y"] });
    expect(judge(analyse([]), allow).stale).toEqual(["web: modules/x -> modules/y", "api: modules/a, modules/b, modules/c"]);
    const bigger = [...loop, api("modules/b/y.ts", "modules/d/q.ts"), api("modules/d/q.ts", "modules/a/x.ts")];
    expect(judge(analyse(bigger), allow).newCycles).toEqual(["api: modules/a, modules/b, modules/d"]);
  });

  it("fails an import between features that the allowlist does not name", () => {
    const report = analyse([web("modules/team/a.ts", "modules/projects/b.ts"), web("modules/x/a.ts", "modules/y/b.ts")]);
    expect(judge(report, { imports: ["web: modules/x -> modules/y"], cycles: [] }).newViolations.map((v) => v.key)).toEqual(["web: modules/team -> modules/projects"]);
  });
});

describe("the ceiling on imports between features", () => {
  it("counts composition imports too, and fails only above the ceiling", () => {
    const fromShell = (n: number) => Array.from({ length: n }, (_, i) => web("modules/shell/components/HeaderBar.tsx", `modules/f${i}/components/X.tsx`));
    expect(analyse(fromShell(3)).featureImports).toBe(3);
    expect(featureImportsOver(analyse(fromShell(3)), 3)).toBe(0);
    expect(featureImportsOver(analyse(fromShell(4)), 3)).toBe(1);
    // the session and the shared folders are not features
    expect(analyse([web("modules/team/pages/TeamPage.tsx", "session/useSession.ts"), web("modules/team/pages/TeamPage.tsx", "ui/list/index.ts")]).featureImports).toBe(0);
  });
});
