import { markupText } from '../lib/markup-text';

/**
 * The brand mark's drawing, a stylised scale beam over a circuit node in a
 * 32 × 32 box: the header's and footer's Logo, the build's share cards
 * (scripts/build/share-cards.mjs) and the favicon (src/lib/site-files.ts)
 * all draw it from here.
 */
export const BRAND_MARK = {
  size: 32,
  cornerRadius: 9,
  strokeWidth: 1.8,
  beam: 'M16 7v17M9 11h14M9 11l-3.5 7h7L9 11Zm14 0-3.5 7h7L23 11ZM11 24h10',
  node: { cx: 16, cy: 7, r: 2 },
} as const;

/**
 * The mark as a standalone SVG document on a tile of `fill`, for renderers
 * outside the page; `title` names it where it stands alone (the favicon).
 */
export const brandMarkSvg = (fill: string, title?: string) => {
  const { size, cornerRadius, strokeWidth, beam, node } = BRAND_MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${title === undefined ? '' : `<title>${markupText(title)}</title>`}<rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${fill}"/><path d="${beam}" fill="none" stroke="white" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${node.cx}" cy="${node.cy}" r="${node.r}" fill="white"/></svg>`;
};
