import { ChakraProvider } from "@chakra-ui/react";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { LocaleProvider } from "../../../i18n/LocaleProvider";
import type { Locale } from "../../../i18n/locales";
import { system } from "../../../ui/theme/system";

/** Renders a management component as the app does: Chakra, the catalogues, Apollo mocks and a router. */
export function renderManagement(ui: ReactNode, { locale = "pt", mocks = [], route = "/" }: { locale?: Locale; mocks?: MockLink.MockedResponse[]; route?: string } = {}) {
  return render(
    <ChakraProvider value={system}>
      <LocaleProvider initial={locale}>
        <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </MockedProvider>
      </LocaleProvider>
    </ChakraProvider>,
  );
}
