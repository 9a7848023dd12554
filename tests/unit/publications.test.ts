import { describe, expect, it } from 'vitest';
import { contentPlugins } from '../../scripts/build/content-plugins.mjs';
import { insights } from '../../src/content/publications';
import { pieceProblems } from '../../src/lib/frontmatter';
import {
  ContentError,
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

/** The lines of the ContentError a collection throws, or [] when it loads. */
const problemsOf = (load: () => unknown): readonly string[] => {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
};
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
      'tags[1]: "blockchain" is not one of the tags in src/content/tags.ts',
    ],
    [
      'an unknown author',
      { ...insightFields, author: 'jane-doe' },
      'author: "jane-doe" is not one of the people in src/content/people.ts',
    ],
    [
      'an unknown service href',
      { ...insightFields, services: ['/ai-services/crypto'] },
      'services[0]: "/ai-services/crypto" is not one of the service pages in src/content/navigation.ts',
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
      'outcomes[2].label: is missing',
    ],
    ['a missing client', { ...caseStudyFields, client: undefined }, 'client: is missing'],
    ['an empty industry', { ...caseStudyFields, industry: '' }, 'industry: is empty'],
    [
      'a quote without attribution',
      { ...caseStudyFields, quote: { text: 'It works.' } },
      'quote.attribution: is missing',
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

  it('rejects two files with one slug', () => {
    const duplicate = problemsOf(() =>
      loadCollection(
        'insight',
        { './insights/a-piece.md': piece(insightFields), './insights/a-piece.mdx': piece(insightFields) },
        options,
      ),
    );
    expect(duplicate).toEqual([
      `src/content/insights/a-piece.mdx: file name: the slug "a-piece" is also src/content/insights/a-piece.md's`,
    ]);
  });

  it('fail the compile of the file, every problem named, before any page is made', async () => {
    const check = contentPlugins({ showDrafts: false }).find(
      (plugin) => plugin.name === 'lexaris:check-frontmatter',
    );
    const transform = check?.transform as (code: string, id: string) => Promise<void>;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const compile = (code: string) =>
      transform.call(context, code, `${process.cwd()}/src/content/insights/bad.md`);
    await expect(compile("---\ntitle: ''\nauthor: nobody\n---\n\nText.")).rejects.toThrow(
      /problem\(s\):\n {2}src\/content\/insights\/bad\.md: title: is empty\n/,
    );
    await expect(compile("---\ntitle: 'x\n---\n")).rejects.toThrow(
      'src/content/insights/bad.md: frontmatter: not valid YAML',
    );
    await expect(compile('No frontmatter at all.')).rejects.toThrow('bad.md: frontmatter: missing');
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
    await expect(compile(good)).resolves.toBeUndefined();
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
    expect(insightProblems({ ...insightFields, draft: true, tags: ['nope'] })[0]).toContain('tags[0]');
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
