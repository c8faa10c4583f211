// The first bundle's texts in English (web/src/i18n/publicMessages.ts), cut out by web/vite.config.ts.
const catalogues = import.meta.glob<Record<string, string>>(
  ["../../locales/en.json", "../../modules/landing/messages/en.json", "../../modules/contact/messages/en.json"],
  { eager: true, import: "default", query: "?public" },
);

export default Object.assign({}, ...Object.values(catalogues)) as Record<string, string>;
