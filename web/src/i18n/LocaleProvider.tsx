import { type ReactNode, createContext, useCallback, useEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LOCALE, type Locale, type Messages, intlTag, loadMessages } from "./locales";

const STORAGE_KEY = "ponte.locale";

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  toggleLocale: () => void;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === "pt" || saved === "en") return saved;
  } catch {
    /* storage unavailable (private mode): use the default */
  }
  return DEFAULT_LOCALE;
}

/**
 * Holds the interface language (Portuguese by default). Signed-in people get
 * the language saved in their profile; the choice is also kept in the browser.
 */
export function LocaleProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initial ?? initialLocale());
  const [messages, setMessages] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    loadMessages(locale).then((m) => live && setMessages({ locale, messages: m }));
    document.documentElement.lang = locale === "pt" ? "pt" : "en";
    return () => {
      live = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* ignore */
    }
  }, []);
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, setLocale, toggleLocale: () => setLocale(locale === "pt" ? "en" : "pt") }),
    [locale, setLocale],
  );

  if (!messages) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={intlTag(messages.locale)} messages={messages.messages} defaultLocale="pt-BR">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
