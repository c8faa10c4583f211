import { ChakraProvider } from "@chakra-ui/react";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { LocaleProvider } from "../../../i18n/LocaleProvider";
import type { Locale } from "../../../i18n/locales";
import { system } from "../../../ui/theme/system";
import { SessionContext } from "../session/SessionContext";
import type { Session } from "../session/useSession";

interface Options {
  locale?: Locale;
  mocks?: MockLink.MockedResponse[];
  /** the URL the router starts at */
  route?: string;
  /** the route pattern `ui` is mounted at (defaults to the route's path) */
  path?: string;
  /** a fixed session instead of none */
  session?: Session;
  /** extra routes, to see where the screen navigates to */
  otherRoutes?: Record<string, ReactNode>;
}

/** Renders an accounts screen the way the app does: Chakra, catalogues, Apollo mocks, router. */
export function renderWithProviders(ui: ReactNode, { locale = "pt", mocks = [], route = "/", path, session, otherRoutes = {} }: Options = {}) {
  const routePath = path ?? route.split("?")[0];
  const tree = (
    <Routes>
      <Route path={routePath} element={ui} />
      {Object.entries(otherRoutes).map(([p, el]) => (
        <Route key={p} path={p} element={el} />
      ))}
    </Routes>
  );
  return render(
    <ChakraProvider value={system}>
      <LocaleProvider initial={locale}>
        <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
          <MemoryRouter initialEntries={[route]}>
            {session ? <SessionContext.Provider value={session}>{tree}</SessionContext.Provider> : tree}
          </MemoryRouter>
        </MockedProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
}
