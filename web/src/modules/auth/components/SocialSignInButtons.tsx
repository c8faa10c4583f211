import { Button, SimpleGrid } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { AuthMessage } from "../utils/authErrorMessage";

type Provider = "GOOGLE" | "FACEBOOK";

interface SocialSignInButtonsProps {
  /** enabled state per provider from the API; null while unknown (the server then answers for itself) */
  enabled: Partial<Record<Provider, boolean>> | null;
  remember: boolean;
  onMessage: (message: AuthMessage) => void;
}

interface Logo {
  viewBox: string;
  paths: Array<{ fill: string; d: string }>;
}

const PROVIDERS: { id: Provider; path: string; name: string; logo: Logo }[] = [
  {
    id: "GOOGLE",
    path: "google",
    name: "Google",
    logo: {
      viewBox: "0 0 48 48",
      paths: [
        {
          fill: "#FFC107",
          d: "M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z",
        },
        { fill: "#FF3D00", d: "M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" },
        { fill: "#4CAF50", d: "M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" },
        { fill: "#1976D2", d: "M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" },
      ],
    },
  },
  {
    id: "FACEBOOK",
    path: "facebook",
    name: "Facebook",
    logo: {
      viewBox: "0 0 24 24",
      paths: [
        {
          fill: "#1877F2",
          d: "M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z",
        },
      ],
    },
  },
];

/**
 * Google and Facebook sign-in: a full-page trip through the server's OAuth
 * endpoints, back to /auth/callback. A provider without configuration says so
 * here instead of sending the person away.
 */
export function SocialSignInButtons({ enabled, remember, onMessage }: SocialSignInButtonsProps) {
  const intl = useIntl();
  const start = (provider: (typeof PROVIDERS)[number]) => {
    if (enabled && enabled[provider.id] === false) {
      onMessage({ id: "auth.error.providerNotEnabled", values: { provider: provider.name } });
      return;
    }
    window.location.assign(`/auth/${provider.path}/start?remember=${remember ? 1 : 0}`);
  };
  return (
    <SimpleGrid columns={2} gap="3">
      {PROVIDERS.map((p) => (
        <Button key={p.id} variant="outline" onClick={() => start(p)} data-provider={p.path}>
          <ProviderLogo logo={p.logo} />
          {intl.formatMessage({ id: "auth.social.continueWith" }, { provider: p.name })}
        </Button>
      ))}
    </SimpleGrid>
  );
}

/** A provider's mark in its own colours, at the button's icon size; the button's text names it. */
function ProviderLogo({ logo }: { logo: Logo }) {
  return (
    <svg aria-hidden width="18" height="18" viewBox={logo.viewBox}>
      {logo.paths.map((p) => (
        <path key={p.d} fill={p.fill} d={p.d} />
      ))}
    </svg>
  );
}
