import { InMemoryCache } from "@apollo/client";
import type { ApolloLink } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { relayStylePagination } from "@apollo/client/utilities";
import { ChakraProvider } from "@chakra-ui/react";
import { configure, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { LocaleProvider } from "../../../i18n/LocaleProvider";
import type { Locale } from "../../../i18n/locales";
import { FeedbackToaster } from "../../../ui/feedback/FeedbackToaster";
import { system } from "../../../ui/theme/system";
import { SessionContext } from "../../auth/session/SessionContext";
import type { Session } from "../../auth/session/useSession";

// Catalogues load asynchronously and machines running many suites at once are slow: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Chakra's segment group measures itself with one.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

interface Options {
  locale?: Locale;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** replaces the mocks (e.g. createLiveLink for subscriptions) */
  link?: ApolloLink;
  route?: string;
  session?: Session;
  otherRoutes?: Record<string, ReactNode>;
}

/** Renders a screen as the app does: Chakra, catalogues, Apollo (mocked), router, session, toasts. */
export function renderWithApp(ui: ReactNode, { locale = "pt", mocks = [], link, route = "/", session, otherRoutes = {} }: Options = {}) {
  const path = route.split("?")[0];
  const tree = (
    <Routes>
      <Route path={path} element={ui} />
      {Object.entries(otherRoutes).map(([p, el]) => (
        <Route key={p} path={p} element={el} />
      ))}
    </Routes>
  );
  const cache = new InMemoryCache({ typePolicies: { Query: { fields: { opportunities: relayStylePagination(["filter"]) } } } });
  return render(
    <ChakraProvider value={system}>
      <LocaleProvider initial={locale}>
        <MockedProvider mocks={mocks} link={link} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
          <MemoryRouter initialEntries={[route]}>
            {session ? <SessionContext.Provider value={session}>{tree}</SessionContext.Provider> : tree}
            <FeedbackToaster />
          </MemoryRouter>
        </MockedProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
}
