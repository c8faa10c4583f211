/** Ponte's mark: a gold bridge arc over a green tile (decorative). */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b5d4b" />
      <path d="M6 27c4-9 9-13 14-13s10 4 14 13" fill="none" stroke="#f5b700" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M5 28h30" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M13 19v9M20 14v14M27 19v9" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" opacity="0.85" />
    </svg>
  );
}
