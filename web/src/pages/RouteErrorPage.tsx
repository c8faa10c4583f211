import { Button } from "@chakra-ui/react";
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { useRouteError } from "react-router";
import { MessagePage } from "../ui/layout/MessagePage";

/**
 * What a screen that failed to render shows instead of the router's
 * "Unexpected Application Error!": a plain apology in the person's language
 * and a way home. "Back to the start" loads the landing page afresh (a full
 * page load), so nothing of the failed screen (its URL, its state) comes back.
 * Only public message ids: it can show before the app's catalogues load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage
      as="main"
      title={<FormattedMessage id="common.routeError.title" />}
      text={<FormattedMessage id="common.routeError.text" />}
      action={
        <Button colorPalette="brand" onClick={() => window.location.assign("/")}>
          <FormattedMessage id="common.routeError.home" />
        </Button>
      }
    />
  );
}
