import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { radixThemeVariants } from '../../scripts/build/radix-theme-variants.mjs';
import { radixRootThemeAttributes } from '../../src/lib/radix-theme';

const run = async (css: string) =>
  (await postcss([radixThemeVariants(radixRootThemeAttributes)]).process(css, { from: undefined })).css;

describe('radixThemeVariants', () => {
  it("keeps the rules for the site's own theme values and drops the others (Radix's source form)", async () => {
    const css = [
      ".radix-themes:where([data-gray-color='mauve']){--gray-1:var(--mauve-1)}",
      ".radix-themes:where([data-gray-color='slate']){--gray-1:var(--slate-1)}",
      ".radix-themes:where([data-scaling='90%']){--scaling:0.9}",
      ".radix-themes:where([data-scaling='100%']){--scaling:1}",
      "[data-accent-color='amber']{--accent-9:var(--amber-9)}",
      "[data-accent-color='blue']{--accent-9:var(--blue-9)}",
      "[data-radius='full']{--radius-factor:1.5}",
      "[data-radius='large']{--radius-factor:1.5}",
    ].join('\n');
    expect(await run(css)).toBe(
      [
        ".radix-themes:where([data-gray-color='slate']){--gray-1:var(--slate-1)}",
        ".radix-themes:where([data-scaling='100%']){--scaling:1}",
        "[data-accent-color='blue']{--accent-9:var(--blue-9)}",
        "[data-radius='large']{--radius-factor:1.5}",
      ].join('\n'),
    );
  });

  it('drops one selector of a list and keeps the rest of the rule', async () => {
    expect(await run('.a,[data-gray-color=sand] .b,.c{color:red}')).toBe('.a,.c{color:red}');
  });

  it('leaves alone what is not a requirement on a theme value', async () => {
    const css = [
      // A negation: matches every accent but the empty one and grey.
      "[data-accent-color]:where(:not([data-accent-color=''], [data-accent-color='gray'])){--color-surface-accent:var(--accent-2)}",
      // Presence alone, another operator, an attribute the theme does not set.
      '[data-radius]{--radius-1:3px}',
      '[data-accent-color^=re]{color:red}',
      '[data-state=open]{display:block}',
      // No theme attribute at all.
      ':where(.radix-themes){--color-background:white}',
    ].join('\n');
    expect(await run(css)).toBe(css);
  });

  it('drops a rule inside an at-rule', async () => {
    const css = await run("@media (min-width: 1px){[data-gray-color='olive']{--gray-1:red}.a{color:red}}");
    expect(css).toBe('@media (min-width: 1px){.a{color:red}}');
  });
});
