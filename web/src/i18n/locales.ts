export type Locale = "pt" | "en";
export const LOCALES: Locale[] = ["pt", "en"];
export const DEFAULT_LOCALE: Locale = "pt";
export type Messages = Record<string, string>;

// One catalogue per locale for shared texts (locales/), one for the UI kit
// (ui/messages/: kit texts and error reasons), one for the shared vocabulary
// (domain/messages/) and one per feature (modules/<feature>/messages/), so each feature keeps its texts beside its
// code. Ids are dotted and start with the feature name; a test checks that
// every id exists in both languages and appears only once.

/**
 * "public": the texts of the screens in the first bundle (PUBLIC_MESSAGE_ID),
 * cut out of the catalogues that hold them; "auth": those, plus the shared
 * texts, the UI kit's and the account screens' (sign-in, reset, confirmation:
 * catalogues/*.auth.ts), what the sign-in page shows before anyone is signed in;
 * "all": every catalogue. Each scope holds the one before it.
 */
export type MessageScope = "public" | "auth" | "all";
const SCOPES: MessageScope[] = ["public", "auth", "all"];
const wider = (a: MessageScope, b: MessageScope) => SCOPES.indexOf(a) > SCOPES.indexOf(b);

// One module per language and scope that merges its catalogues (catalogues/*.ts), so
// the browser fetches one file instead of one per feature, and the landing page's
// code holds six loaders instead of one per catalogue. Only the catalogues that hold
// public ids go in the public scope: the UI kit's (errors., media., ui.) and the shared
// vocabulary's have none.
const catalogues: Record<MessageScope, Record<Locale, () => Promise<{ default: Messages }>>> = {
  all: { pt: () => import("./catalogues/pt"), en: () => import("./catalogues/en") },
  auth: { pt: () => import("./catalogues/pt.auth"), en: () => import("./catalogues/en.auth") },
  public: { pt: () => import("./catalogues/pt.public"), en: () => import("./catalogues/en.public") },
};

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

/** The catalogues of one language once loaded, so LocaleProvider renders at once (a language chosen again, a second provider). */
export const loadedMessages = (locale: Locale, scope: MessageScope = "all"): Messages | undefined => loaded.get(`${locale}:${scope}`);

/**
 * Loads (on demand, once) the catalogues of one language, merged into one flat
 * map. Callers while it loads share the one import (web/src/main.tsx starts it
 * before LocaleProvider asks); a failed one may be tried again.
 */
export function loadMessages(locale: Locale, scope: MessageScope = "all"): Promise<Messages> {
  const key = `${locale}:${scope}`;
  const known = loaded.get(key);
  if (known) return Promise.resolve(known);
  let pending = loading.get(key);
  if (!pending) {
    pending = catalogues[scope][locale]().then(
      ({ default: messages }) => {
        loaded.set(key, messages);
        loading.delete(key);
        return messages;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Where LocaleProvider keeps the chosen language in the browser. */
export const LOCALE_STORAGE_KEY = "ponte.locale";

/** The language the browser saved (LocaleProvider), else Portuguese. */
export function savedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (saved === "pt" || saved === "en") return saved;
  } catch {
    /* storage unavailable (private mode): use the default */
  }
  return DEFAULT_LOCALE;
}

// The app starts with the public catalogues (LocaleProvider publicOnly); the
// routes ask for a wider scope (the account screens "auth", the others "all")
// and wait until it is shown.
let requested: MessageScope = "public";
let shown: MessageScope | null = null;
const waiting: { scope: MessageScope; resolve: () => void }[] = [];
const scopeListeners = new Set<() => void>();

/** The widest scope a route has asked for so far (LocaleProvider shows it). */
export const requestedMessageScope = (): MessageScope => requested;

export function subscribeMessageScope(listener: () => void): () => void {
  scopeListeners.add(listener);
  return () => scopeListeners.delete(listener);
}

/** Asks LocaleProvider for the catalogues of `scope` (and the narrower ones); resolves once they are rendered. */
export function requireMessages(scope: MessageScope): Promise<void> {
  if (wider(scope, requested)) {
    requested = scope;
    for (const l of scopeListeners) l();
  }
  if (shown && !wider(scope, shown)) return Promise.resolve();
  return new Promise((resolve) => waiting.push({ scope, resolve }));
}

/** Called by LocaleProvider when it renders with the catalogues of `scope`. */
export function markMessagesShown(scope: MessageScope): void {
  if (shown && !wider(scope, shown)) return;
  shown = scope;
  for (let i = waiting.length - 1; i >= 0; i--) {
    if (wider(waiting[i].scope, scope)) continue;
    waiting[i].resolve();
    waiting.splice(i, 1);
  }
}

/** BCP-47 tag for dates and numbers: dates are day/month/year as in pt-BR (spec §1). */
export const intlTag = (locale: Locale) => (locale === "pt" ? "pt-BR" : "en-GB");
