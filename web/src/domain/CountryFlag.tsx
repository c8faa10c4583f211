import { Box } from "@chakra-ui/react";
import { Globe } from "lucide-react";
import type { ReactNode } from "react";

// Simplified flags drawn inline: emoji flags do not render on every system.
const FLAGS: Record<string, ReactNode> = {
  AO: (
    <>
      <rect width="24" height="8" fill="#cc092f" />
      <rect y="8" width="24" height="8" fill="#000" />
      <circle cx="12" cy="8" r="3" fill="none" stroke="#ffcb00" strokeWidth="1.2" />
      <path d="M10 10.5 14.5 5.5" stroke="#ffcb00" strokeWidth="1.2" />
    </>
  ),
  NA: (
    <>
      <rect width="24" height="16" fill="#009543" />
      <path d="M0 0h24L0 16Z" fill="#003580" />
      <path d="M0 16 24 0" stroke="#fff" strokeWidth="6" />
      <path d="M0 16 24 0" stroke="#d21034" strokeWidth="3.6" />
      <circle cx="5" cy="4.2" r="2" fill="#ffce00" />
    </>
  ),
  ZA: (
    <>
      <rect width="24" height="16" fill="#fff" />
      <path d="M0 0h24v5.3H9.5Z" fill="#e03c31" />
      <path d="M0 16h24v-5.3H9.5Z" fill="#001489" />
      <path d="M0 0l10 8-10 8" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l10 8-10 8M10 8h14" fill="none" stroke="#007749" strokeWidth="3.2" />
      <path d="M0 2.2 7.2 8 0 13.8Z" fill="#ffb81c" />
      <path d="M0 3.6 5.4 8 0 12.4Z" fill="#000" />
    </>
  ),
};

/** A small flag for Angola, Namibia and South Africa; a globe for another SADC country. */
export function CountryFlag({ country }: { country: string }) {
  const flag = FLAGS[country];
  if (!flag) return <Globe size={16} aria-hidden />;
  return (
    <Box as="span" display="inline-flex" borderRadius="2px" overflow="hidden" boxShadow="0 0 0 1px rgba(0,0,0,0.15)" aria-hidden>
      <svg width="20" height="14" viewBox="0 0 24 16" role="presentation">
        {flag}
      </svg>
    </Box>
  );
}
