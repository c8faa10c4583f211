/**
 * dist/preload.json: written by the web build (web/vite.config.ts), read by
 * the server (api/src/server/static.ts) to name in index.html the scripts a
 * page needs now (`modulepreload`) and next (prefetched once the page is
 * shown), so the browser does not discover them one lazy import at a time.
 */
export interface PreloadPlan {
  routes: {
    /** an exact path, or `/area/*` for an area and everything below it */
    path: string;
    modulepreload: string[];
    prefetch: string[];
    /** for a visitor who holds a session (the landing page) */
    prefetchWhenSignedIn: string[];
    /** every catalogue of the visitor's language */
    messages: boolean;
    /** the account screens' texts (web/src/i18n/catalogues/*.auth.ts), for the sign-in page; absent in older builds */
    authMessages?: boolean;
    /** every catalogue, for the page that comes next */
    prefetchMessages?: boolean;
    /** the first bundle's texts (catalogues/*.public.ts), which the landing page waits for before its first paint */
    publicMessages?: boolean;
  }[];
  messages: Record<string, string[]>;
  /** absent in older builds */
  authMessages?: Record<string, string[]>;
  /** absent in older builds */
  publicMessages?: Record<string, string[]>;
}
