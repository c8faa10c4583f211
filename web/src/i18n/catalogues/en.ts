// Every catalogue in English, merged: one chunk of the build (web/src/i18n/locales.ts).
const catalogues = import.meta.glob<Record<string, string>>(
  ["../../locales/en.json", "../../ui/messages/en.json", "../../domain/messages/en.json", "../../modules/*/messages/en.json"],
  { eager: true, import: "default" },
);

export default Object.assign({}, ...Object.values(catalogues)) as Record<string, string>;
