import { type ReactNode, createContext, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { IntlProvider } from "react-intl";
import {
  LOCALE_STORAGE_KEY,
  type Locale,
  type MessageScope,
  type Messages,
  intlTag,
  loadMessages,
  loadedMessages,
  markMessagesShown,
  requestedMessageScope,
  savedLocale,
  subscribeMessageScope,
} from "./locales";

const LOCALE_COOKIE = "ponte_locale";

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  toggleLocale: () => void;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Holds the interface language (Portuguese by default). Signed-in people get
 * the language saved in their profile; the choice is also kept in the browser.
 * `publicOnly` (the app's root): start with the public catalogues only, and
 * load more when a route asks (requireMessages: the account screens' for the
 * sign-in page, every catalogue for the signed-in area).
 */
export function LocaleProvider({ children, initial, publicOnly = false }: { children: ReactNode; initial?: Locale; publicOnly?: boolean }) {
  const [locale, setLocaleState] = useState<Locale>(() => initial ?? savedLocale());
  const requested = useSyncExternalStore(subscribeMessageScope, requestedMessageScope);
  const scope: MessageScope = publicOnly ? requested : "all";
  const [messages, setMessages] = useState<{ locale: Locale; scope: MessageScope; messages: Messages } | null>(() => {
    const known = loadedMessages(locale, scope);
    return known ? { locale, scope, messages: known } : null;
  });

  useEffect(() => {
    let live = true;
    loadMessages(locale, scope).then((m) => live && setMessages((shown) => (shown?.messages === m ? shown : { locale, scope, messages: m })));
    document.documentElement.lang = locale === "pt" ? "pt" : "en";
    // The server names this language's catalogue in the next page it sends (api/src/server/static.ts preload links).
    // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret preference; the Cookie Store API is not in every browser the build targets
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
    return () => {
      live = false;
    };
  }, [locale, scope]);
  useEffect(() => {
    if (messages) markMessagesShown(messages.scope);
  }, [messages]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      /* ignore */
    }
  }, []);
  const value = useMemo<LocaleContextValue>(() => ({ locale, setLocale, toggleLocale: () => setLocale(locale === "pt" ? "en" : "pt") }), [locale, setLocale]);

  if (!messages) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={intlTag(messages.locale)} messages={messages.messages} defaultLocale="pt-BR">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
