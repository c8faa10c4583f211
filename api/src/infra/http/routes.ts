import type http from "node:http";
import type { AppServices } from "../../graphql/context.ts";

/** A plain HTTP endpoint beside /graphql (OAuth redirects, downloads…). */
export interface HttpRoute {
  method: "GET" | "POST";
  path: RegExp;
  handle: (args: { req: http.IncomingMessage; res: http.ServerResponse; url: URL; match: RegExpExecArray; services: AppServices }) => Promise<void> | void;
}

const routes: HttpRoute[] = [];

/** Modules call this at import time (from their schema.ts). */
export function registerRoute(route: HttpRoute): void {
  routes.push(route);
}

export function findRoute(method: string, pathname: string): { route: HttpRoute; match: RegExpExecArray } | null {
  for (const route of routes) {
    if (route.method !== method && !(method === "HEAD" && route.method === "GET")) continue;
    const match = route.path.exec(pathname);
    if (match) return { route, match };
  }
  return null;
}
