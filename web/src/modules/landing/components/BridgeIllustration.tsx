import { Box } from "@chakra-ui/react";
import { useIntl } from "react-intl";

const NODES = [
  { x: 24, c: "AO", anchor: "start", labelX: 12 },
  { x: 180, c: "NA", anchor: "middle", labelX: 180 },
  { x: 336, c: "ZA", anchor: "end", labelX: 348 },
] as const;

/** Height of the arch (two quadratic spans, as drawn below) at x, so hangers meet it. */
function arcY(x: number): number {
  const [y0, y1] = x < 180 ? [70, 40] : [40, 70];
  const t = (x < 180 ? x - 24 : x - 180) / 156;
  return (1 - t) ** 2 * y0 + 2 * t * (1 - t) * 8 + t ** 2 * y1;
}

/** Three countries joined by one bridge (a small inline SVG; no image download). */
export function BridgeIllustration() {
  const intl = useIntl();
  return (
    <Box maxW="360px" mx="auto">
      <svg viewBox="0 0 360 110" width="100%" role="img" aria-label={intl.formatMessage({ id: "landing.hero.illustration" })}>
        <defs>
          <linearGradient id="ponte-water" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="#c2e4da" />
            <stop offset="1" stopColor="#e6f4f0" />
          </linearGradient>
        </defs>
        <rect x="0" y="74" width="360" height="36" rx="8" fill="url(#ponte-water)" />
        <path d="M24 70 Q102 8 180 40 Q258 8 336 70" fill="none" stroke="#f5b700" strokeWidth="4" strokeLinecap="round" />
        <path d="M14 72h332" stroke="#0b5d4b" strokeWidth="5" strokeLinecap="round" />
        {[58, 102, 146, 214, 258, 302].map((x) => (
          <path key={x} d={`M${x} 70V${arcY(x).toFixed(1)}`} stroke="#0b5d4b" strokeWidth="1.6" opacity="0.55" />
        ))}
        {NODES.map(({ x, c, anchor, labelX }) => (
          <g key={c}>
            <circle cx={x} cy="72" r="9" fill="#ffffff" stroke="#0b5d4b" strokeWidth="3" />
            <text x={labelX} y="100" textAnchor={anchor} fontSize="12" fontWeight="600" fill="#084437">
              {intl.formatMessage({ id: `common.country.${c}` })}
            </text>
          </g>
        ))}
      </svg>
    </Box>
  );
}
