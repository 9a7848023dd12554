// The Vite plugins that turn src/content's Markdown and MDX (insights, case
// studies) into server components at build time, used by waku.config.ts and by
// the build steps that read content through Vite (share-cards.mjs). Nothing of
// this reaches the worker but the compiled components: no MDX compiler, no
// eval, no file reads at run time.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { valueToEstree } from 'estree-util-value-to-estree';
import { toString as textOf } from 'mdast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { define } from 'unist-util-mdx-define';
import { runnerImport } from 'vite';
import { parse as parseYaml } from 'yaml';
import { workerConfig } from './worker-config.mjs';

/**
 * A module of the project's own source (TypeScript), run in Node through
 * Vite's module runner: the content's checks, which the worker never carries.
 * @param {string} path from the project's root
 */
const importSource = (path) =>
  runnerImport(fileURLToPath(new URL(`../../${path}`, import.meta.url)), { configFile: false }).then(
    ({ module }) => /** @type {Record<string, any>} */ (module),
  );

/** When the firm takes calls: checked once a build starts. */
const AVAILABILITY = 'src/content/availability.ts';

/** A piece of content: which collection, from its folder. */
const PIECE = /\/src\/content\/(insights|case-studies)\/[^/]+\.mdx?$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A piece that has problems compiles to this: the collection leaves it out and the pages list them. */
const problemModule = (/** @type {string[]} */ problems) =>
  `export const contentProblems = ${JSON.stringify(problems)};\n`;

/** "1 problem", "2 problems". */
const problemCount = (/** @type {number} */ count) => `${count} problem${count === 1 ? '' : 's'}`;

/**
 * Compiles the Markdown and MDX in src/content, and checks each insight and
 * case study as it compiles (src/lib/frontmatter.ts's rules, the file name,
 * a sibling with the same slug, the MDX itself). A piece with problems is
 * compiled to a module that only lists them (src/lib/publications.ts leaves
 * it out), so one author's typo never takes the site down:
 * - `npm run dev` (and every module runner) prints a file's problems once per
 *   change, and every page lists them until the file is fixed;
 * - a build prints every problem, one line each, and exits 1, without a stack
 *   trace: the lines are the whole story. A bug in our own code still throws.
 * The rules run here, in Node, so the worker carries the checked content and
 * not the checker.
 * @param {import('@mdx-js/rollup').Options} mdxOptions
 * @returns {import('vite').Plugin}
 */
const compileContent = (mdxOptions) => {
  // A Rollup plugin: its types are Rollup's, which Vite 8 (Rolldown) no
  // longer names (the source map types differ); it runs unchanged.
  const compileMdx =
    /** @type {{ config: import('vite').Plugin['config'], transform: (this: unknown, code: string, id: string) => Promise<import('vite').Rollup.TransformResult> }} */ (
      /** @type {unknown} */ (mdx(mdxOptions))
    );
  let root = process.cwd();
  /** @type {import('vite').Logger | undefined} */
  let logger;
  let building = false;
  /** @type {Promise<typeof import('../../src/lib/frontmatter.ts')> | undefined} */
  let rules;
  const loadRules = () =>
    (rules ??= importSource('src/lib/frontmatter.ts').then(
      (module) => /** @type {typeof import('../../src/lib/frontmatter.ts')} */ (module),
    ));
  /** @type {Map<string, string[]>} The problems a build has met, by file. */
  const found = new Map();
  /** @type {Map<string, string>} What dev last printed for each file. */
  const printed = new Map();

  /**
   * @param {string} file
   * @param {'insight' | 'case-study'} kind
   * @param {string} code
   */
  const frontmatterProblems = async (file, kind, code) => {
    const block = FRONTMATTER.exec(code);
    try {
      return (await loadRules()).pieceProblems(kind, file, block ? parseYaml(block[1] ?? '') : undefined);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'YAMLParseError')) throw error;
      return [`${file}: frontmatter: not valid YAML: ${error.message.split('\n')[0]}`];
    }
  };

  /** In dev, a file's problems (or their end) once per change, however many environments compile it. */
  const report = (/** @type {string} */ file, /** @type {string[]} */ problems) => {
    const text = problems.join('\n');
    if ((printed.get(file) ?? '') === text) return;
    printed.set(file, text);
    if (problems.length === 0) logger?.info(`content: ${file} is fixed`, { timestamp: true });
    else
      logger?.warn(
        `content: ${file} has ${problemCount(problems.length)}; the site leaves it out until it is fixed:\n${problems.map((line) => `  ${line}`).join('\n')}`,
        { timestamp: true },
      );
  };

  return {
    name: 'lexaris:content',
    enforce: 'pre',
    config: compileMdx.config,
    configResolved(config) {
      root = config.root;
      logger = config.logger;
      building = config.command === 'build';
    },
    // The booking's availability (src/content/availability.ts) is content too:
    // a value that cannot work stops the build with the rest, named.
    async buildStart() {
      if (!building || found.has(AVAILABILITY)) return;
      const [{ availability }, { availabilityProblems }] = await Promise.all([
        importSource(AVAILABILITY),
        importSource('src/lib/availability.ts'),
      ]);
      const problems = /** @type {string[]} */ (availabilityProblems(availability));
      found.set(
        AVAILABILITY,
        problems.map((problem) => `${AVAILABILITY}: ${problem}`),
      );
    },
    async transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const piece = PIECE.exec(path);
      if (!piece) return compileMdx.transform.call(this, code, id);
      const file = relative(root, path);
      const problems = await frontmatterProblems(
        file,
        piece[1] === 'insights' ? 'insight' : 'case-study',
        code,
      );
      // Two files, one address: the .mdx gives way to the .md, until the .md goes.
      const twin = path.replace(/\.mdx$/, '.md');
      if (twin !== path && existsSync(twin)) {
        this.addWatchFile(twin);
        problems.push(
          `${file}: file name: the slug "${basename(twin, '.md')}" is also ${relative(root, twin)}'s`,
        );
      }
      if (problems.length === 0) {
        try {
          const compiled = await compileMdx.transform.call(this, code, id);
          if (!building) report(file, []);
          return compiled;
        } catch (error) {
          // A VFileMessage is MDX's own word on the author's text, with its place.
          if (!(error instanceof Error && 'reason' in error && 'place' in error)) throw error;
          const { place } = /** @type {import('vfile-message').VFileMessage} */ (error);
          const point = place && 'start' in place ? place.start : place;
          problems.push(`${file}${point ? `:${point.line}:${point.column}` : ''}: ${error.reason}`);
        }
      }
      if (building) found.set(file, problems);
      else report(file, problems);
      return { code: problemModule(problems), map: null };
    },
    buildEnd() {
      const lines = [...found.values()].flat();
      if (lines.length === 0) return;
      // Waku prints a thrown error with Rollup's stack and its list of every
      // module read (thousands of node_modules paths), which buries the line
      // an author needs: the problems are the whole message.
      process.stderr.write(
        `\nThe content has ${problemCount(lines.length)}; the build stops until they are fixed:\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`,
      );
      process.exit(1);
    },
  };
};

/**
 * Exports `wordCount` from every piece: the reading time comes from the words
 * a reader reads (frontmatter, code and JSX attributes are not counted).
 * @returns {(tree: import('mdast').Root, file: import('vfile').VFile) => void}
 */
const remarkWordCount = () => (tree, file) => {
  const prose = tree.children.filter((node) => node.type !== 'yaml' && node.type !== 'code');
  const words = prose
    .map((node) => textOf(node))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  define(tree, file, { wordCount: valueToEstree(words) });
};

/**
 * Whether a build shows `draft: true` pieces: one run with SHOW_DRAFTS=true
 * (npm run deploy:preview sets it) does; production's doesn't.
 */
export const buildShowsDrafts = () => process.env.SHOW_DRAFTS === 'true';

/** This build, named once per process: the worker keys what it caches of its own pages with it (src/server/booking/page-cache.ts). */
const BUILD_ID = randomUUID();

/**
 * The plugins, for Waku's build and dev server (drafts shown in `npm run
 * dev`) or, with `showDrafts` given, for a build step's module runner.
 * src/content/publications.ts reads the choice as `import.meta.env.SHOW_DRAFTS`.
 * @param {{ showDrafts?: boolean }} [options]
 * @returns {import('vite').Plugin[]}
 */
export const contentPlugins = ({ showDrafts } = {}) => [
  // The notices (src/content/legal/) state the worker's settings.
  workerConfig(),
  {
    name: 'lexaris:drafts',
    config: (_config, { command }) => ({
      define: {
        'import.meta.env.SHOW_DRAFTS': JSON.stringify(
          showDrafts ?? (command === 'serve' || buildShowsDrafts()),
        ),
        'import.meta.env.SITE_BUILD_ID': JSON.stringify(BUILD_ID),
      },
    }),
  },
  compileContent({
    // `.md` is Markdown (no JSX), `.mdx` may use the components
    // src/sections/publication/mdx-components.tsx provides.
    mdExtensions: ['.md'],
    mdxExtensions: ['.mdx'],
    remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm, remarkWordCount],
    rehypePlugins: [
      rehypeSlug,
      // Each heading is a link to itself: a reader can copy the address of a section.
      [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } }],
    ],
  }),
];
