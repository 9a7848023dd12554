import { BRAND_MARK } from './brand-mark';

/** The brand mark. Decorative: the brand name is always next to it. */
export function Logo({ size = 32 }: { size?: number }) {
  const { size: box, cornerRadius, strokeWidth, beam, node } = BRAND_MARK;
  return (
    <svg
      className="logo"
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={box} height={box} rx={cornerRadius} fill="var(--brand-solid)" />
      <path
        d={beam}
        fill="none"
        stroke="white"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={node.cx} cy={node.cy} r={node.r} fill="white" />
    </svg>
  );
}
