import { z } from 'zod';
import { serviceEntries } from '../content/navigation';
import { type PersonId, people } from '../content/people';
import { type TagId, tags } from '../content/tags';

/**
 * What an insight's or a case study's frontmatter must hold. Checked at build
 * time, file by file, as each is compiled (scripts/build/content-plugins.mjs):
 * a piece that fails fails the build (and shows in `npm run dev`) with its
 * file, its field and what is wrong, so no page ever renders `undefined`. Only
 * the types reach the worker: zod does not.
 */

export type PublicationKind = 'insight' | 'case-study';

const missingOr = (problem: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is missing' : problem;

const required = () =>
  z
    .string({ error: missingOr('must be text') })
    .trim()
    .min(1, 'is empty');

/** A calendar date written YYYY-MM-DD, which is a day that exists. */
const date = () =>
  z.string({ error: missingOr('must be a date written YYYY-MM-DD') }).refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return (
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(parsed.getTime()) &&
      parsed.toISOString().startsWith(value)
    );
  }, 'is not a date: write YYYY-MM-DD, e.g. 2026-03-12');

const oneOf = <T extends string>(known: readonly [T, ...T[]], where: string) =>
  z.enum(known, {
    error: (issue) =>
      issue.input === undefined
        ? 'is missing'
        : `"${String(issue.input)}" is not one of ${where}: ${known.join(', ')}`,
  });

/** A list's keys as a tuple, for z.enum. */
const keysOf = <T extends string>(record: Record<T, unknown>) => Object.keys(record) as [T, ...T[]];
const serviceHrefs = serviceEntries.map((entry) => entry.href) as [string, ...string[]];
const services = z
  .array(oneOf(serviceHrefs, 'the service pages in src/content/navigation.ts'), {
    error: missingOr('must be a list'),
  })
  .min(1, 'needs at least one service page');

const common = {
  title: required(),
  description: required(),
  published: date(),
  updated: date().optional(),
  services,
  draft: z.boolean('must be true or false').optional(),
};

/** A field the rules do not know is most often a typo: say which. */
const onlyKnownFields = {
  error: (issue: { code?: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknown field(s), a typo?: ${issue.keys?.join(', ')}` : undefined,
};

const laterUpdate = (piece: { published: string; updated?: string }) =>
  piece.updated === undefined || piece.updated >= piece.published;
const laterUpdateProblem = { message: 'is before published', path: ['updated'] };

const insightFrontmatter = z
  .strictObject(
    {
      ...common,
      author: oneOf(keysOf<PersonId>(people), 'the people in src/content/people.ts'),
      tags: z
        .array(oneOf(keysOf<TagId>(tags), 'the tags in src/content/tags.ts'), {
          error: missingOr('must be a list'),
        })
        .min(1, 'needs at least one tag'),
    },
    onlyKnownFields,
  )
  .refine(laterUpdate, laterUpdateProblem);

const outcome = z.strictObject({ value: required(), label: required() }, onlyKnownFields);
type Outcome = z.infer<typeof outcome>;

const caseStudyFrontmatter = z
  .strictObject(
    {
      ...common,
      client: required(),
      industry: required(),
      outcomes: z
        .array(outcome, {
          error: missingOr('must be a list of three figures, each with a value and a label'),
        })
        .length(3, 'must be exactly three figures')
        .transform((figures) => figures as unknown as readonly [Outcome, Outcome, Outcome]),
      quote: z.strictObject({ text: required(), attribution: required() }, onlyKnownFields).optional(),
    },
    onlyKnownFields,
  )
  .refine(laterUpdate, laterUpdateProblem);

export type InsightFields = z.infer<typeof insightFrontmatter>;
export type CaseStudyFields = z.infer<typeof caseStudyFrontmatter>;

/** Segments a piece's address cannot take: they are the collection's own pages. */
const RESERVED_SLUGS = ['page', 'tags'];

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
/** "second" for index 1: an author counts from one. */
const ordinal = (index: number) => {
  const n = index + 1;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return ORDINALS[index] ?? `${n}${suffix}`;
};
/** What one item of a list field is called. */
const ITEM_NAMES: Record<string, string> = { tags: 'tag', services: 'service page', outcomes: 'figure' };

/**
 * A field's place in the author's words: `tags[1]` is "the second tag",
 * `outcomes[2].label` "the third figure's label", `quote.text` "the quote's text".
 */
export function fieldName(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let at = 0; at < path.length; at += 1) {
    const key = String(path[at]);
    const index = path[at + 1];
    if (typeof index === 'number') {
      parts.push(`the ${ordinal(index)} ${ITEM_NAMES[key] ?? key}`);
      at += 1;
    } else parts.push(parts.length === 0 && at + 1 < path.length ? `the ${key}` : key);
  }
  return parts.join("'s ");
}

/**
 * Every problem with one piece, one line each: `file: field: what is wrong`.
 * `frontmatter` is the parsed YAML block, undefined when the file has none.
 */
export function pieceProblems(kind: PublicationKind, file: string, frontmatter: unknown): string[] {
  const problems: string[] = [];
  const slug = (file.split('/').pop() ?? '').replace(/\.mdx?$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || RESERVED_SLUGS.includes(slug)) {
    problems.push(
      `${file}: file name: "${slug}" must be lowercase words joined by hyphens, and not ${RESERVED_SLUGS.join(' or ')}`,
    );
  }
  if (frontmatter === undefined || frontmatter === null) {
    problems.push(`${file}: frontmatter: missing (start the file with a --- block)`);
    return problems;
  }
  const parsed = (kind === 'insight' ? insightFrontmatter : caseStudyFrontmatter).safeParse(frontmatter);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${file}: ${fieldName(issue.path) || 'frontmatter'}: ${issue.message}`);
    }
  }
  return problems;
}
