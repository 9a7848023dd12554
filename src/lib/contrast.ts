/**
 * Text contrast, measured as WCAG 2.x defines it, per design token: the
 * colours a text and the surfaces beneath it are drawn in, named by the
 * tokens they come from. Pure: tests/e2e/contrast.spec.ts reads the pairs off
 * the rendered pages, tests/unit/contrast.test.ts checks this logic, and the
 * accessibility statement quotes the thresholds and pages below.
 */

/** WCAG 2.x AA minimum contrast (success criterion 1.4.3): normal text, and large text. */
export const CONTRAST_AA = { normal: 4.5, large: 3 } as const;

/** Large text in WCAG's terms: 18 pt (24 px), or 14 pt (18.66 px) and bold. */
const LARGE_TEXT_PX = 24;
const LARGE_BOLD_TEXT_PX = 18.66;
const BOLD_WEIGHT = 700;

/** The page of each kind whose every text the contrast check measures, in both themes (tests/e2e/contrast.spec.ts). */
export const CONTRAST_CHECKED_PAGES = [
  { kind: 'the home page', path: '/' },
  { kind: 'a service page', path: '/ai-services/private-ai-legal-assistant' },
  { kind: 'the contact page', path: '/contact' },
  { kind: 'the insights list', path: '/insights' },
  { kind: 'an insight', path: '/insights/designing-an-api-for-practice-management-ai' },
  { kind: 'a notice', path: '/privacy' },
  { kind: 'the 404 page', path: '/a-page-that-does-not-exist' },
] as const;

/** An sRGB colour: channels 0-255, alpha 0-1. */
export type Rgba = { readonly r: number; readonly g: number; readonly b: number; readonly a: number };

/** A theme's colour tokens: name (with its `--`) to value, a CSS colour or a `var()` of another token. */
export type TokenTable = Readonly<Record<string, string>>;

/** A token name (`--gray-12`) or a CSS colour (`white`, `rgb(…)`). */
export type ColourReference = string;

/** One layer beneath a text: a colour, or a gradient, given by its colour stops. */
export type SurfaceLayer =
  | { readonly colour: ColourReference }
  | { readonly gradient: readonly ColourReference[] };

/** A text colour as used on the page, over what lies beneath it. */
export type UsedPair = {
  readonly text: ColourReference;
  /** The element's own opacity times its ancestors'; 1 if none fades it. */
  readonly opacity?: number;
  /** The layers beneath the text, nearest first, down to an opaque one. */
  readonly surfaces: readonly SurfaceLayer[];
  readonly large: boolean;
  /** Where it was seen, for the message: a selector, a page. */
  readonly where: string;
};

export type ContrastFailure = {
  readonly pair: UsedPair;
  /** The lowest contrast over every colour the surfaces can show beneath the text. */
  readonly ratio: number;
  readonly required: number;
  readonly message: string;
};

const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

/** The keywords tokens.css writes; computed styles write none. */
const NAMED_COLOURS: Readonly<Record<string, Rgba>> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: TRANSPARENT,
};

const parseHex = (hex: string): Rgba | undefined => {
  // #rgb and #rgba are #rrggbb and #rrggbbaa with each digit doubled.
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[\da-f]{6}([\da-f]{2})?$/i.test(digits)) return undefined;
  const [r, g, b, a = 255] = (digits.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  if (r === undefined || g === undefined || b === undefined) return undefined;
  return { r, g, b, a: a / 255 };
};

/** A number, or a percentage of `whole`. */
const parseComponent = (text: string, whole: number): number | undefined => {
  const value = Number.parseFloat(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%?$/i.test(text) || Number.isNaN(value)) return undefined;
  return text.endsWith('%') ? (value / 100) * whole : value;
};

/**
 * The channels of `rgb()`/`rgba()` (comma or space syntax) and of
 * `color(srgb …)`, which is how Chromium computes a `color-mix()` in sRGB;
 * `scale` is what a channel's full value is (255, or 1 for `color()`).
 */
const parseChannels = (body: string, scale: number): Rgba | undefined => {
  const [channelText = '', alphaText] = body.includes('/') ? body.split('/') : [body];
  const parts = channelText.split(/[\s,]+/).filter(Boolean);
  // The comma syntax gives alpha as a fourth channel.
  const alphaPart = alphaText?.trim() ?? (parts.length === 4 ? parts.pop() : undefined);
  if (parts.length !== 3) return undefined;
  const [r, g, b] = parts.map((part) => parseComponent(part, scale));
  const a = alphaPart === undefined ? 1 : parseComponent(alphaPart, 1);
  if (r === undefined || g === undefined || b === undefined || a === undefined) return undefined;
  const toByte = (channel: number) => (channel / scale) * 255;
  return { r: toByte(r), g: toByte(g), b: toByte(b), a };
};

/** A CSS colour as tokens and computed styles write it; undefined for what it cannot read (oklab(), hsl(), …). */
export const parseColour = (text: string): Rgba | undefined => {
  const colour = text.trim().toLowerCase();
  const named = NAMED_COLOURS[colour];
  if (named) return named;
  if (colour.startsWith('#')) return parseHex(colour.slice(1));
  const rgb = /^rgba?\((.*)\)$/.exec(colour);
  if (rgb) return parseChannels(rgb[1] ?? '', 255);
  const srgb = /^color\(srgb\s+(.*)\)$/.exec(colour);
  if (srgb) return parseChannels(srgb[1] ?? '', 1);
  return undefined;
};

/** `top` drawn over `bottom` (source-over). */
export const composite = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return TRANSPARENT;
  const channel = (over: number, under: number) => (over * top.a + under * bottom.a * (1 - top.a)) / a;
  return { r: channel(top.r, bottom.r), g: channel(top.g, bottom.g), b: channel(top.b, bottom.b), a };
};

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export const relativeLuminance = ({ r, g, b }: Rgba): number => {
  const linear = (channel: number) => {
    const c = channel / 255;
    // WCAG 2.x writes 0.03928; sRGB's own 0.04045 gives the same result for every 8-bit value.
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG 2.x contrast ratio of two opaque colours, 1 to 21. */
export const contrastRatio = (first: Rgba, second: Rgba): number => {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
};

export const isLargeText = (fontSizePx: number, fontWeight: number): boolean =>
  fontSizePx >= LARGE_TEXT_PX || (fontSizePx >= LARGE_BOLD_TEXT_PX && fontWeight >= BOLD_WEIGHT);

const MAX_TOKEN_DEPTH = 10;

/** The colour a reference stands for in a theme; throws on a token or colour it cannot read, which would otherwise pass unmeasured. */
const resolve = (reference: ColourReference, tokens: TokenTable, where: string, depth = 0): Rgba => {
  const value = reference.startsWith('--') ? tokens[reference] : reference;
  if (value === undefined)
    throw new Error(`contrast: no token ${reference} in the theme's table, in ${where}`);
  const alias = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (alias && depth < MAX_TOKEN_DEPTH) return resolve(alias, tokens, where, depth + 1);
  const colour = parseColour(value);
  if (!colour) throw new Error(`contrast: cannot read the colour ${value} (${reference}), in ${where}`);
  return colour;
};

/** A colour the surfaces can show beneath a text, and the references that make it, top first. */
type Backdrop = { readonly colour: Rgba; readonly names: readonly ColourReference[] };

/**
 * Every colour the layers can show beneath a text: a gradient contributes each
 * of its stops, composited over each colour beneath, so the lowest contrast
 * over them is the hardest case anywhere on the gradient.
 */
const backdrops = (surfaces: readonly SurfaceLayer[], tokens: TokenTable, where: string): Backdrop[] => {
  let beneath: Backdrop[] = [];
  for (const layer of [...surfaces].reverse()) {
    const stops = 'gradient' in layer ? layer.gradient : [layer.colour];
    beneath = stops.flatMap((stop) => {
      const colour = resolve(stop, tokens, where);
      if (beneath.length === 0) return [{ colour, names: [stop] }];
      return beneath.map((under) => ({
        colour: composite(colour, under.colour),
        // What an opaque stop hides is not part of the pair; a clear one adds nothing.
        names: colour.a === 1 ? [stop] : colour.a === 0 ? under.names : [stop, ...under.names],
      }));
    });
  }
  if (beneath.length === 0 || beneath.some((backdrop) => backdrop.colour.a < 1)) {
    throw new Error(`contrast: nothing opaque beneath the text in ${where}`);
  }
  return beneath;
};

/** Ratios are floored for the message, so that one short of the threshold never reads as meeting it. */
const formatRatio = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`;

/**
 * The pairs below WCAG AA in a theme, each with its lowest ratio and a message
 * naming the tokens, the theme and where it was seen, e.g.
 * `--gray-6 on --gray-3 (dark) 1.39:1, needs 4.5:1, in .card__description`.
 */
export const findContrastFailures = (
  theme: string,
  tokens: TokenTable,
  pairs: readonly UsedPair[],
): ContrastFailure[] =>
  pairs.flatMap((pair) => {
    const required = pair.large ? CONTRAST_AA.large : CONTRAST_AA.normal;
    const opacity = pair.opacity ?? 1;
    const text = resolve(pair.text, tokens, pair.where);
    const shown = { ...text, a: text.a * opacity };
    const [hardest] = backdrops(pair.surfaces, tokens, pair.where)
      .map((backdrop) => ({
        ...backdrop,
        ratio: contrastRatio(composite(shown, backdrop.colour), backdrop.colour),
      }))
      .sort((x, y) => x.ratio - y.ratio);
    if (!hardest || hardest.ratio >= required) return [];
    const faded = opacity < 1 ? ` at ${Math.round(opacity * 100)}% opacity` : '';
    const size = pair.large ? ' (large text)' : '';
    return [
      {
        pair,
        ratio: hardest.ratio,
        required,
        message: `${pair.text}${faded} on ${hardest.names.join(' over ')} (${theme}) ${formatRatio(hardest.ratio)}, needs ${required}:1${size}, in ${pair.where}`,
      },
    ];
  });
