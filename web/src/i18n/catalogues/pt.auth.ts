// What the account screens show in Portuguese before anyone is signed in (sign-in, reset, confirmation; web/src/i18n/locales.ts
// scope "auth"): the shared texts, the UI kit's, the account feature's, and the first bundle's (a visitor may
// go back to the landing page). One chunk of the build, named in the sign-in page (web/vite.config.ts).
const catalogues = import.meta.glob<Record<string, string>>(
  ["../../locales/pt.json", "../../ui/messages/pt.json", "../../domain/messages/pt.json", "../../modules/auth/messages/pt.json"],
  { eager: true, import: "default" },
);
const firstBundle = import.meta.glob<Record<string, string>>(["../../modules/landing/messages/pt.json", "../../modules/contact/messages/pt.json"], {
  eager: true,
  import: "default",
  // a query of its own: the same texts as the landing's chunk, kept in this one instead of a third chunk both would load
  query: "?public&scope=auth",
});

export default Object.assign({}, ...Object.values(firstBundle), ...Object.values(catalogues)) as Record<string, string>;
