// The Vite plugins that turn src/content's Markdown and MDX (insights, case
// studies) into server components at build time, used by waku.config.ts and by
// the build steps that read content through Vite (share-cards.mjs). Nothing of
// this reaches the worker but the compiled components: no MDX compiler, no
// eval, no file reads at run time.
import { relative } from 'node:path';
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

/** A piece of content: which collection, from its folder. */
const PIECE = /\/src\/content\/(insights|case-studies)\/[^/]+\.mdx?$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Checks each insight's and case study's frontmatter as it compiles, with
 * src/lib/frontmatter.ts's rules: a bad piece fails the build (and shows in
 * `npm run dev`) naming the file, the field and what is wrong. The rules run
 * here, in Node, so the worker carries the checked content and not the checker.
 * @returns {import('vite').Plugin}
 */
const checkFrontmatter = () => {
  let root = process.cwd();
  /** @type {Promise<typeof import('../../src/lib/frontmatter.ts')> | undefined} */
  let rules;
  const loadRules = () =>
    (rules ??= runnerImport(`${root}/src/lib/frontmatter.ts`, { configFile: false }).then(
      ({ module }) => /** @type {typeof import('../../src/lib/frontmatter.ts')} */ (module),
    ));
  return {
    name: 'lexaris:check-frontmatter',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const path = id.split('?')[0] ?? id;
      const piece = PIECE.exec(path);
      if (!piece) return;
      const file = relative(root, path);
      const block = FRONTMATTER.exec(code);
      /** @type {string[]} */
      let problems;
      try {
        const { pieceProblems } = await loadRules();
        problems = pieceProblems(
          piece[1] === 'insights' ? 'insight' : 'case-study',
          file,
          block ? parseYaml(block[1] ?? '') : undefined,
        );
      } catch (error) {
        if (!(error instanceof Error && error.name === 'YAMLParseError')) throw error;
        problems = [`${file}: frontmatter: not valid YAML: ${error.message.split('\n')[0]}`];
      }
      if (problems.length > 0) {
        this.error(
          `The content has ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`,
        );
      }
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
  checkFrontmatter(),
  {
    name: 'lexaris:drafts',
    config: (_config, { command }) => ({
      define: {
        'import.meta.env.SHOW_DRAFTS': JSON.stringify(
          showDrafts ?? (command === 'serve' || buildShowsDrafts()),
        ),
      },
    }),
  },
  {
    enforce: 'pre',
    // A Rollup plugin: its types are Rollup's, which Vite 8 (Rolldown) no
    // longer names (the source map types differ); it runs unchanged.
    .../** @type {import('vite').Plugin} */ (
      /** @type {unknown} */ (
        mdx({
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
        })
      )
    ),
  },
];
