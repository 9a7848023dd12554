import { createRequire } from 'node:module';
import { ArrowRight, type IconNode, MessageCircleQuestion } from 'lucide';
import * as lucideReact from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/layout/icon';

/** What Icon leaves out of lucide-react's drawing: its classes (the icon's name and aliases) and the namespace HTML gives an <svg>. */
const withoutLucideExtras = (markup: string) =>
  markup
    .replace(/lucide(?: lucide-[a-z0-9-]+)+ ?/, '')
    .replace(' class=""', '')
    .replace(' xmlns="http://www.w3.org/2000/svg"', '');

describe('Icon', () => {
  it("draws the data's elements in order, in Lucide's 24-pixel frame and stroke, hidden from assistive technology", () => {
    const icon: IconNode = [
      ['path', { d: 'M5 12h14' }],
      ['circle', { cx: 12, cy: 12, r: 3 }],
    ];
    expect(renderToStaticMarkup(<Icon icon={icon} />)).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"' +
        ' stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
        '<path d="M5 12h14"></path><circle cx="12" cy="12" r="3"></circle></svg>',
    );
  });

  it.each([
    ['ArrowRight', ArrowRight, lucideReact.ArrowRight, 'card__icon'],
    ['MessageCircleQuestion', MessageCircleQuestion, lucideReact.MessageCircleQuestion, undefined],
  ])(
    'draws %s as lucide-react draws it in an island, less its classes and xmlns',
    (_, data, Component, className) => {
      const islands = renderToStaticMarkup(<Component className={className} aria-hidden="true" />);
      expect(islands, 'lucide-react still names its classes').toMatch(/class="lucide lucide-/);
      expect(islands, 'lucide-react still names the namespace').toContain('xmlns=');
      expect(renderToStaticMarkup(<Icon icon={data} className={className} />)).toBe(
        withoutLucideExtras(islands),
      );
    },
  );

  it("takes its data from lucide-react's own release of lucide, so islands and pages draw the same shapes", () => {
    const require = createRequire(import.meta.url);
    const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
    expect(version('lucide')).toBe(version('lucide-react'));
  });
});
