import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { contentPlugins } from '../../scripts/build/content-plugins.mjs';
import { insights } from '../../src/content/publications';
import { fieldName, pieceProblems } from '../../src/lib/frontmatter';
import {
  type Insight,
  loadCollection,
  type MdxModule,
  PAGE_SIZE,
  type Publication,
  paginate,
  readingMinutes,
  relatedTo,
} from '../../src/lib/publications';

const Body: MdxModule['default'] = () => null;

const insightFields = {
  title: 'Keeping privilege intact',
  description: 'Where AI research can leak privilege.',
  published: '2026-03-12',
  author: 'amara-okafor',
  tags: ['confidentiality'],
  services: ['/ai-services/private-ai-legal-assistant'],
};

const caseStudyFields = {
  title: 'A litigation firm cuts review time',
  description: 'First-pass review on a private assistant.',
  published: '2026-02-10',
  client: 'A 40-lawyer litigation firm',
  industry: 'Litigation',
  services: ['/ai-services/private-ai-legal-assistant'],
  outcomes: [
    { value: '58%', label: 'less time on review' },
    { value: '11 days', label: 'to the first live matter' },
    { value: '0', label: 'documents leaving the network' },
  ],
};

const piece = (frontmatter: unknown, wordCount = 900): MdxModule => ({
  default: Body,
  frontmatter,
  wordCount,
});
const options = { dir: 'src/content/insights', base: '/insights', showDrafts: false };

const insightProblems = (frontmatter: unknown, file = 'a-piece.md') =>
  pieceProblems('insight', `src/content/insights/${file}`, frontmatter);
const caseStudyProblems = (frontmatter: unknown) =>
  pieceProblems('case-study', 'src/content/case-studies/a-case.mdx', frontmatter);

describe('the content loader', () => {
  it('loads a good piece with its address, reading time and fields', () => {
    const { pieces } = loadCollection(
      'insight',
      { './insights/a-piece.md': piece(insightFields, 1100) },
      options,
    );
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({
      kind: 'insight',
      slug: 'a-piece',
      href: '/insights/a-piece',
      file: 'src/content/insights/a-piece.md',
      readingMinutes: 5,
      draft: false,
      author: 'amara-okafor',
    });
    expect(caseStudyProblems(caseStudyFields)).toEqual([]);
  });

  it.each([
    ['a missing title', { ...insightFields, title: undefined }, 'title: is missing'],
    ['an empty description', { ...insightFields, description: '  ' }, 'description: is empty'],
    [
      'an unknown tag',
      { ...insightFields, tags: ['confidentiality', 'blockchain'] },
      'the second tag: "blockchain" is not one of the tags in src/content/tags.ts',
    ],
    [
      'an unknown author',
      { ...insightFields, author: 'jane-doe' },
      'author: "jane-doe" is not one of the people in src/content/people.ts',
    ],
    [
      'an unknown service href',
      { ...insightFields, services: ['/ai-services/crypto'] },
      'the first service page: "/ai-services/crypto" is not one of the service pages in src/content/navigation.ts',
    ],
    ['a date that does not parse', { ...insightFields, published: '12/03/2026' }, 'published: is not a date'],
    ['a day that does not exist', { ...insightFields, published: '2026-02-30' }, 'published: is not a date'],
    [
      'an update before publication',
      { ...insightFields, updated: '2025-01-01' },
      'updated: is before published',
    ],
    [
      'a field no piece has',
      { ...insightFields, auther: 'amara-okafor' },
      'unknown field(s), a typo?: auther',
    ],
    [
      'a draft flag that is not a boolean',
      { ...insightFields, draft: 'yes' },
      'draft: must be true or false',
    ],
  ])('rejects an insight with %s, naming the file and the field', (_, frontmatter, problem) => {
    const problems = insightProblems(frontmatter);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/content\/insights\/a-piece\.md: /);
    expect(problems[0]).toContain(problem);
  });

  it.each([
    [
      'two outcome figures',
      { ...caseStudyFields, outcomes: caseStudyFields.outcomes.slice(0, 2) },
      'outcomes: must be exactly three figures',
    ],
    [
      'an outcome without a label',
      { ...caseStudyFields, outcomes: [...caseStudyFields.outcomes.slice(0, 2), { value: '3x' }] },
      "the third figure's label: is missing",
    ],
    ['a missing client', { ...caseStudyFields, client: undefined }, 'client: is missing'],
    ['an empty industry', { ...caseStudyFields, industry: '' }, 'industry: is empty'],
    [
      'a quote without attribution',
      { ...caseStudyFields, quote: { text: 'It works.' } },
      "the quote's attribution: is missing",
    ],
    ['no services', { ...caseStudyFields, services: [] }, 'services: needs at least one service page'],
  ])('rejects a case study with %s, naming the file and the field', (_, frontmatter, problem) => {
    const problems = caseStudyProblems(frontmatter);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/content\/case-studies\/a-case\.mdx: /);
    expect(problems[0]).toContain(problem);
  });

  it('rejects a file without frontmatter, a bad file name and a duplicate slug', () => {
    expect(insightProblems(undefined)).toEqual([
      'src/content/insights/a-piece.md: frontmatter: missing (start the file with a --- block)',
    ]);
    expect(insightProblems(insightFields, 'Bad Name.md')[0]).toContain(
      'file name: "Bad Name" must be lowercase',
    );
    expect(insightProblems(insightFields, 'tags.md')[0]).toContain('file name: "tags"');
  });

  it('names a field as an author counts, from one', () => {
    expect(fieldName(['author'])).toBe('author');
    expect(fieldName(['tags', 1])).toBe('the second tag');
    expect(fieldName(['outcomes', 2, 'label'])).toBe("the third figure's label");
    expect(fieldName(['tags', 10])).toBe('the 11th tag');
    expect(fieldName(['tags', 21])).toBe('the 22nd tag');
    expect(fieldName([])).toBe('');
  });

  it('leaves out a file that compiled to its problems, and hands them on', () => {
    const { pieces, problems } = loadCollection(
      'insight',
      {
        './insights/a-piece.md': piece(insightFields),
        './insights/broken.md': { contentProblems: ['src/content/insights/broken.md: title: is missing'] },
      },
      options,
    );
    expect(pieces.map((loaded) => loaded.slug)).toEqual(['a-piece']);
    expect(problems).toEqual(['src/content/insights/broken.md: title: is missing']);
  });
});

describe('compiling a piece (scripts/build/content-plugins.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  const dir = join(root, 'src/content/insights');
  mkdirSync(dir, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const good = [
    '---',
    "title: 'Keeping privilege intact'",
    "description: 'Where AI research can leak privilege.'",
    'published: 2026-03-12',
    'author: amara-okafor',
    'tags: [confidentiality]',
    'services: [/ai-services/private-ai-legal-assistant]',
    '---',
    '',
    'Text.',
  ].join('\n');

  /** The plugin as Vite runs it, for `command` ('serve' is dev and every module runner). */
  const compiler = (command: 'serve' | 'build') => {
    const plugin = contentPlugins({ showDrafts: false }).find((each) => each.name === 'lexaris:content');
    if (!plugin) throw new Error('no lexaris:content plugin');
    const logger = { info: vi.fn(), warn: vi.fn() };
    (plugin.configResolved as (config: unknown) => void)({ root, command, logger });
    const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | undefined>;
    const context = { addWatchFile: vi.fn() };
    return {
      logger,
      compile: (code: string, name = 'bad.md') => transform.call(context, code, join(dir, name)),
      buildEnd: plugin.buildEnd as () => void,
    };
  };
  /** What a piece with problems compiles to: the list of them. */
  const problemsIn = (compiled: { code: string } | undefined) =>
    JSON.parse(/contentProblems = (.*);/.exec(compiled?.code ?? '')?.[1] ?? 'null') as string[] | null;

  it('compiles a good piece to its component, and a piece with problems to their list', async () => {
    const { compile } = compiler('serve');
    expect((await compile(good))?.code).toContain('export default function MDXContent');
    expect(problemsIn(await compile("---\ntitle: ''\nauthor: nobody\n---\n\nText."))).toEqual(
      expect.arrayContaining([
        'src/content/insights/bad.md: title: is empty',
        expect.stringMatching(/^src\/content\/insights\/bad\.md: author: "nobody" is not one of the people/),
      ]),
    );
    expect(problemsIn(await compile("---\ntitle: 'x\n---\n"))?.[0]).toMatch(
      /^src\/content\/insights\/bad\.md: frontmatter: not valid YAML/,
    );
    expect(problemsIn(await compile('No frontmatter at all.'))).toEqual([
      'src/content/insights/bad.md: frontmatter: missing (start the file with a --- block)',
    ]);
    // MDX's own word on the text, at its place in the file (line 11: the frontmatter is ten).
    expect(problemsIn(await compile(`${good}\n<Callout>\nunclosed\n`, 'bad.mdx'))?.[0]).toMatch(
      /^src\/content\/insights\/bad\.mdx(:\d+:\d+)?: Expected a closing tag for `<Callout>`.*\b11:1\b/,
    );
  });

  it("in dev, prints a file's problems once per change, however many environments compile it, and when it is fixed", async () => {
    const { compile, logger } = compiler('serve');
    const bad = "---\ntitle: ''\n---\n";
    await compile(bad);
    await compile(bad);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('src/content/insights/bad.md: title: is empty');
    await compile(good);
    expect(logger.info).toHaveBeenCalledWith(
      'content: src/content/insights/bad.md is fixed',
      expect.anything(),
    );
  });

  it('gives two files one address never: the .mdx gives way to the .md', async () => {
    writeFileSync(join(dir, 'twin.md'), good);
    const { compile } = compiler('serve');
    expect(problemsIn(await compile(good, 'twin.mdx'))).toEqual([
      `src/content/insights/twin.mdx: file name: the slug "twin" is also src/content/insights/twin.md's`,
    ]);
    expect(problemsIn(await compile(good, 'twin.md'))).toBeNull();
  });

  it('in a build, ends it with every problem, one line each, and exit 1', async () => {
    const { compile, buildEnd } = compiler('build');
    await compile("---\ntitle: ''\n---\n", 'one.md');
    await compile(good, 'two.md');
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => written.push(String(text)) > 0);
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    buildEnd();
    expect(exit).toHaveBeenCalledWith(1);
    const lines = written.join('').trim().split('\n');
    expect(lines[0]).toMatch(/^The content has \d+ problems; the build stops until they are fixed:$/);
    expect(lines.slice(1).every((line) => line.startsWith('  src/content/insights/one.md: '))).toBe(true);
  });
});

describe('drafts', () => {
  const modules = {
    './insights/published.md': piece({ ...insightFields, title: 'Published' }),
    './insights/unfinished.mdx': piece({ ...insightFields, title: 'Unfinished', draft: true }),
  };

  it('are left out where drafts are not shown, and named', () => {
    const { pieces, leftOut } = loadCollection('insight', modules, options);
    expect(pieces.map((loaded) => loaded.title)).toEqual(['Published']);
    expect(leftOut).toEqual(['src/content/insights/unfinished.mdx']);
  });

  it('are loaded, marked as drafts, where they are shown', () => {
    const { pieces, leftOut } = loadCollection('insight', modules, { ...options, showDrafts: true });
    expect(pieces.map((loaded) => [loaded.title, loaded.draft])).toEqual([
      ['Published', false],
      ['Unfinished', true],
    ]);
    expect(leftOut).toEqual([]);
  });

  it('are still checked when they are left out', () => {
    expect(insightProblems({ ...insightFields, draft: true, tags: ['nope'] })[0]).toContain('the first tag');
  });

  it('the production build of the demo content leaves its draft out', () => {
    expect(insights.some((loaded) => loaded.draft)).toBe(false);
  });
});

describe('reading time', () => {
  it('is the words at 220 a minute, rounded, never under a minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(100)).toBe(1);
    expect(readingMinutes(330)).toBe(2);
    expect(readingMinutes(1100)).toBe(5);
  });
});

describe('related content', () => {
  const make = (slug: string, published: string, tags: string[], services: string[]): Insight =>
    ({
      ...insightFields,
      kind: 'insight',
      slug,
      href: `/insights/${slug}`,
      file: `${slug}.md`,
      draft: false,
      readingMinutes: 3,
      Content: Body,
      published,
      tags,
      services,
    }) as Insight;
  const A = '/ai-services/private-ai-legal-assistant';
  const B = '/integrations/workflow-automation';
  const subject = make('subject', '2026-01-01', ['confidentiality', 'governance'], [A]);
  const all: Publication[] = [
    subject,
    make('newest-unrelated', '2026-09-01', ['automation'], [B]),
    make('one-tag', '2026-03-01', ['governance'], [B]),
    make('service-only', '2026-05-01', ['automation'], [A]),
    make('two-tags-and-service', '2025-01-01', ['confidentiality', 'governance'], [A]),
    make('one-tag-and-service', '2025-06-01', ['confidentiality'], [A]),
  ];

  it('ranks shared tags (two each) over shared services (one each), never the piece itself', () => {
    expect(relatedTo(subject, all).map((chosen) => chosen.slug)).toEqual([
      'two-tags-and-service',
      'one-tag-and-service',
      'one-tag',
    ]);
  });

  it('fills up with the newest when too few are related, so a reader always gets three', () => {
    const lonely = make('lonely', '2026-02-01', ['fine-tuning'], ['/development/app']);
    expect(relatedTo(lonely, all).map((chosen) => chosen.slug)).toEqual([
      'newest-unrelated',
      'service-only',
      'one-tag',
    ]);
  });
});

describe('pagination', () => {
  it('cuts a list into pages of nine; an empty list is one empty page', () => {
    const pages = paginate(Array.from({ length: 19 }, (_, index) => index));
    expect(PAGE_SIZE).toBe(9);
    expect(pages.map((page) => page.length)).toEqual([9, 9, 1]);
    expect(paginate([])).toEqual([[]]);
  });
});
