// Every catalogue in Portuguese, merged: one chunk of the build (web/src/i18n/locales.ts).
const catalogues = import.meta.glob<Record<string, string>>(
  ["../../locales/pt.json", "../../ui/messages/pt.json", "../../domain/messages/pt.json", "../../modules/*/messages/pt.json"],
  { eager: true, import: "default" },
);

export default Object.assign({}, ...Object.values(catalogues)) as Record<string, string>;
