/**
 * The message ids the screens of the first bundle (landing page, not-found
 * page) use: shared texts, the landing's own, and what its sections borrow
 * from the contact feature (office cities, opening hours); publicMessages.test.ts
 * checks the list against their code. The app starts with only these
 * (LocaleProvider publicOnly); web/vite.config.ts cuts them out of the
 * catalogues imported with `?public`.
 */
export const PUBLIC_MESSAGE_ID = /^(common|notFound|landing)\.|^contact\.(office\.[^.]+\.city$|hours\.)/;
