import { ApolloClient, type ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { createCache } from "../apollo/cache";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { type Locale, loadMessages } from "../i18n/locales";
import { SessionContext } from "../session/SessionContext";
import type { Session } from "../session/useSession";
import { FeedbackToaster } from "../ui/feedback/FeedbackToaster";
import { system } from "../ui/theme/system";
import { fakeSession } from "./fakeSession";

// The catalogues are loaded while the test file loads, not inside its first
// test: LocaleProvider then renders at once, and a test's time is the screen's.
await Promise.all([loadMessages("pt"), loadMessages("en")]);

export interface RenderOptions {
  /** interface language (default pt) */
  locale?: Locale;
  /** answers to the operations the screen sends */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** a link of the test's own instead of the mocks (createLiveLink, for subscriptions) */
  link?: ApolloLink;
  /** the URL the router starts at (default "/") */
  route?: string;
  /** the route pattern `ui` is mounted at (default: the route's path) */
  path?: string;
  /** more routes, to see where the screen navigates to */
  otherRoutes?: Record<string, ReactNode>;
  /** what the router shows when `ui` throws */
  errorElement?: ReactNode;
  /** who is signed in (default nobody); null leaves it to a SessionProvider inside `ui` */
  session?: Session | null;
}

/**
 * Renders a screen as the app does: Chakra, the real catalogues, Apollo with
 * the app's cache (its type policies: pages merge as in the app), a router, a
 * session, and the toasts.
 */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const { locale = "pt", mocks = [], link, route = "/", otherRoutes = {}, errorElement, session = fakeSession() } = options;
  const client = new ApolloClient({
    cache: createCache(),
    link: link ?? new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  });
  const router = createMemoryRouter(
    [{ path: options.path ?? route.split("?")[0], element: ui, errorElement }, ...Object.entries(otherRoutes).map(([path, element]) => ({ path, element }))],
    { initialEntries: [route] },
  );
  // Navigation renders at once rather than as a transition React may slice
  // and postpone: on a busy machine the slices made a URL change take seconds.
  const routed = <RouterProvider router={router} useTransitions={false} />;
  const result = render(
    <ChakraProvider value={system}>
      <LocaleProvider initial={locale}>
        <ApolloProvider client={client}>
          {session ? <SessionContext.Provider value={session}>{routed}</SessionContext.Provider> : routed}
          <FeedbackToaster />
        </ApolloProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
  return { ...result, client, router };
}
