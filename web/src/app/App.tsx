import { ChakraProvider } from "@chakra-ui/react";
import { RouterProvider, createBrowserRouter } from "react-router";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { system } from "../ui/theme/system";
import { routes } from "./routes";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ChakraProvider>
  );
}
