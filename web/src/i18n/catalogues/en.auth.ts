// What the account screens show in English before anyone is signed in (sign-in, reset, confirmation; web/src/i18n/locales.ts
// scope "auth"): the shared texts, the UI kit's, the account feature's, and the first bundle's (a visitor may
// go back to the landing page). One chunk of the build, named in the sign-in page (web/vite.config.ts).
const catalogues = import.meta.glob<Record<string, string>>(
  ["../../locales/en.json", "../../ui/messages/en.json", "../../domain/messages/en.json", "../../modules/auth/messages/en.json"],
  { eager: true, import: "default" },
);
const firstBundle = import.meta.glob<Record<string, string>>(["../../modules/landing/messages/en.json", "../../modules/contact/messages/en.json"], {
  eager: true,
  import: "default",
  // a query of its own: the same texts as the landing's chunk, kept in this one instead of a third chunk both would load
  query: "?public&scope=auth",
});

export default Object.assign({}, ...Object.values(firstBundle), ...Object.values(catalogues)) as Record<string, string>;
