import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ROUTE_PATHS, isAppRoute } from "./routePaths";
import { routes } from "./routes";

/** Full paths of every route with a path of its own (index routes share their parent's). */
function pathsOf(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const full = route.path === undefined ? parent : route.path.startsWith("/") ? route.path : `${parent.replace(/\/$/, "")}/${route.path}`;
    const own = route.path !== undefined && route.path !== "*" ? [full] : [];
    return [...own, ...pathsOf(route.children ?? [], full)];
  });
}

describe("the server's list of the app's pages", () => {
  it("covers every route in routes.tsx, so no real page is answered 404", () => {
    const missing = pathsOf(routes).filter((p) => !isAppRoute(p));
    expect(missing, "add these to ROUTE_PATHS in web/src/app/routePaths.ts").toEqual([]);
    expect(pathsOf(routes)).toContain("/app/projects");
  });

  it("matches exact pages, an area's deep links, and nothing else", () => {
    expect(isAppRoute("/reset-password")).toBe(true);
    expect(isAppRoute("/create-project/")).toBe(true);
    expect(isAppRoute("/app/projects/4f2c")).toBe(true);
    expect(isAppRoute("/app")).toBe(true);
    expect(isAppRoute("/app/nowhere")).toBe(false);
    expect(isAppRoute("/app/projectsX")).toBe(false);
    expect(isAppRoute("/login/extra")).toBe(false);
    expect(isAppRoute("/wp-admin")).toBe(false);
    expect(ROUTE_PATHS).toContain("/developers");
  });
});
