/**
 * The message ids the screens of the first bundle (landing page, not-found
 * page) use: shared texts, the landing's own, and what its sections borrow
 * from the contact feature (office cities, opening hours); publicMessages.test.ts
 * checks the list against their code. The app starts with only these
 * (LocaleProvider publicOnly); web/vite.config.ts cuts them out of the
 * catalogues imported with `?public`.
 *
 * Of the shared texts (common.*) only what those screens show: place names,
 * the error page's, the update banner's (web/src/app/pwa) and the public
 * screens' tab titles. A signed-in screen's title arrives with the other
 * catalogues, and PageTitle leaves the tab as it is until then.
 */
export const PUBLIC_MESSAGE_ID =
  /^common\.(city|country|routeError|update)\.|^common\.pageTitle\.(home|notFound|format)$|^(notFound|landing)\.|^contact\.(office\.[^.]+\.city$|hours\.)/;
