import { useEffect, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import type { createBrowserRouter } from "react-router";
import { HOME_TITLE, pageTitleId } from "./pageTitle";

type Router = ReturnType<typeof createBrowserRouter>;

/** Keeps `document.title` on the current screen's name, in the current language. */
export function PageTitle({ router }: { router: Router }) {
  const intl = useIntl();
  const location = useSyncExternalStore(router.subscribe, () => router.state.location);
  const id = pageTitleId(location.pathname, location.search);
  // null while the screen's catalogues are still on their way (the landing page starts with the public ones only)
  const page = id in intl.messages ? intl.formatMessage({ id }) : null;
  // the home page's title is already the brand and what it does
  const title = page === null || id === HOME_TITLE ? page : intl.formatMessage({ id: "common.pageTitle.format" }, { page });
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
  return null;
}
