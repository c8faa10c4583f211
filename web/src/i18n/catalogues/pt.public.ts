// The first bundle's texts in Portuguese (web/src/i18n/publicMessages.ts), cut out by web/vite.config.ts.
const catalogues = import.meta.glob<Record<string, string>>(
  ["../../locales/pt.json", "../../modules/landing/messages/pt.json", "../../modules/contact/messages/pt.json"],
  { eager: true, import: "default", query: "?public" },
);

export default Object.assign({}, ...Object.values(catalogues)) as Record<string, string>;
