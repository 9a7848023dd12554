// The README stays a ten-minute read (the rest is in docs/, by reader), and
// every relative link in the README and in docs/ leads to a file that exists
// and, when it names a heading, to a heading that file has (as GitHub names
// headings' anchors).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const README_MAX_LINES = 300;

const FILES = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** What a reader sees as prose: fenced code blocks and inline code taken out. */
const prose = (markdown: string) =>
  markdown.replace(/^ *(```|~~~)[^\n]*\n[\s\S]*?^ *\1 *$/gm, '').replace(/`[^`]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const slug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsCache = new Map<string, Set<string>>();
/** The anchors of a Markdown file's headings; a repeated heading gets -1, -2, … as on GitHub. */
const anchorsOf = (file: string) => {
  const cached = anchorsCache.get(file);
  if (cached) return cached;
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = readFileSync(file, 'utf8').replace(/^ *(```|~~~)[^\n]*\n[\s\S]*?^ *\1 *$/gm, '');
  for (const heading of text.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorsCache.set(file, anchors);
  return anchors;
};

/** Every link target in a file's prose that is not a URL with a scheme. */
const relativeLinks = (file: string) =>
  [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)]
    .map((link) => link[1] ?? '')
    .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target) && !target.startsWith('//'));

/** Why a link from `file` leads nowhere, or null. */
const brokenBecause = (file: string, target: string) => {
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved =
    path === '' ? file : join(path.startsWith('/') ? '.' : dirname(file), decodeURIComponent(path));
  if (!existsSync(resolved)) return `${target}: no file ${resolved}`;
  if (anchor === undefined || !resolved.endsWith('.md')) return null;
  return anchorsOf(resolved).has(decodeURIComponent(anchor))
    ? null
    : `${target}: no heading #${anchor} in ${resolved}`;
};

describe('the README', () => {
  it(`is at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync('README.md', 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links to each file of docs/', () => {
    const targets = relativeLinks('README.md').map((target) => join(target.split('#')[0] ?? ''));
    for (const file of FILES.filter((name) => name.startsWith('docs/'))) expect(targets).toContain(file);
  });
});

describe.each(FILES)('%s', (file) => {
  it('links only to files that exist, and to headings they have', () => {
    const broken = relativeLinks(file)
      .map((target) => brokenBecause(file, target))
      .filter((reason) => reason !== null);
    expect(broken).toEqual([]);
  });
});

describe('the link check', () => {
  it('names a heading as GitHub does', () => {
    expect(slug('What the worker serves, and what a page view costs')).toBe(
      'what-the-worker-serves-and-what-a-page-view-costs',
    );
    expect(slug('Beside a peer site (`--peer`)')).toBe('beside-a-peer-site---peer');
    expect(slug("Alerts and the endpoint's health")).toBe('alerts-and-the-endpoints-health');
    expect(slug('Lexaris AI — marketing website')).toBe('lexaris-ai--marketing-website');
  });

  it('reads no link inside code', () => {
    expect(prose('a `[x](nowhere.md)` b\n```md\n[y](nowhere.md)\n```\n[z](README.md)')).toBe(
      'a  b\n\n[z](README.md)',
    );
  });
});
