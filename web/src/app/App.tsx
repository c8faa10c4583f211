import { ChakraProvider } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { RouterProvider, createBrowserRouter } from "react-router";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { getActiveSystem, subscribeActiveSystem } from "../ui/theme/activeSystem";
import { PageTitle } from "./PageTitle";
import { UpdatePrompt } from "./pwa/UpdatePrompt";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

export function App() {
  const system = useSyncExternalStore(subscribeActiveSystem, getActiveSystem);
  return (
    <ChakraProvider value={system}>
      <LocaleProvider publicOnly>
        <PageTitle router={router} />
        <RouterProvider router={router} />
        <UpdatePrompt />
      </LocaleProvider>
    </ChakraProvider>
  );
}
