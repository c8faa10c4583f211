import { useIntl } from "react-intl";

/** Three countries joined by one bridge (a small inline SVG; no image download). */
export function BridgeIllustration() {
  const intl = useIntl();
  const label = (c: string) => intl.formatMessage({ id: `common.country.${c}` });
  return (
    <svg viewBox="0 0 320 110" width="100%" role="img" aria-label={intl.formatMessage({ id: "landing.hero.illustration" })}>
      <defs>
        <linearGradient id="ponte-water" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#c2e4da" />
          <stop offset="1" stopColor="#e6f4f0" />
        </linearGradient>
      </defs>
      <rect x="0" y="74" width="320" height="36" rx="8" fill="url(#ponte-water)" />
      <path d="M20 70 Q90 8 160 40 Q230 8 300 70" fill="none" stroke="#f5b700" strokeWidth="4" strokeLinecap="round" />
      <path d="M12 72h296" stroke="#0b5d4b" strokeWidth="5" strokeLinecap="round" />
      {[50, 90, 130, 190, 230, 270].map((x) => (
        <path key={x} d={`M${x} 72V${x < 160 ? 38 - Math.abs(90 - x) / 4 : 38 - Math.abs(230 - x) / 4}`} stroke="#0b5d4b" strokeWidth="1.6" opacity="0.55" />
      ))}
      {[
        { x: 20, c: "AO" },
        { x: 160, c: "NA" },
        { x: 300, c: "ZA" },
      ].map(({ x, c }) => (
        <g key={c}>
          <circle cx={x} cy="72" r="9" fill="#ffffff" stroke="#0b5d4b" strokeWidth="3" />
          <text x={x} y="100" textAnchor={x === 20 ? "start" : x === 300 ? "end" : "middle"} fontSize="10.5" fontWeight="600" fill="#084437">
            {label(c)}
          </text>
        </g>
      ))}
    </svg>
  );
}
