/** The brand mark: a stylised scale beam over a circuit node. Decorative: the brand name is always next to it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--brand-solid)" />
      <path
        d="M16 7v17M9 11h14M9 11l-3.5 7h7L9 11Zm14 0-3.5 7h7L23 11ZM11 24h10"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="7" r="2" fill="white" />
    </svg>
  );
}
