import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { srgbColours } from '../../scripts/build/srgb-colours.mjs';

const run = async (css: string) => (await postcss([srgbColours()]).process(css, { from: undefined })).css;

describe('srgbColours', () => {
  it("drops Radix's Display P3 token blocks and keeps the sRGB ones", async () => {
    const css = [
      ':root{--blue-9:#0090ff}',
      '@supports (color: color(display-p3 1 1 1)){@media (color-gamut: p3){:root{--blue-9:color(display-p3 .25 .56 .97)}}}',
    ].join('\n');
    expect(await run(css)).toBe(':root{--blue-9:#0090ff}');
  });

  it('leaves every other @supports block alone', async () => {
    const css =
      '@supports (color: color-mix(in oklab, white, black)){:root{--shadow:color-mix(in oklab, black, white)}}';
    expect(await run(css)).toBe(css);
  });
});
