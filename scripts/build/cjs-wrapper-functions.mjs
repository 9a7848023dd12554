// A Vite plugin of the client build (waku.config.ts): Rolldown's wrapper
// around each CommonJS module (React, React DOM, the scheduler) is written as
// a parenthesized `function` rather than an arrow function.
//
// Rolldown wraps a CommonJS module's body in an arrow function inside
// parentheses, `__commonJSMin(((exports, module) => { … }))`, a "possibly
// invoked function expression" meant to make V8 compile it eagerly
// (rolldown/rolldown#5426). Chrome does not do that for the arrow: evaluating
// React DOM's chunk, a single module, took 176 ms at 4x CPU against 89 ms for
// the same bytes with `function (exports, module) { … }` (a phone's longest
// task at load, five interleaved runs each; Vite 7's Rollup wrote a function
// and took 103 ms). Only wrappers whose body uses neither `this` nor
// `arguments` of its own are rewritten, so that the two forms mean the same.
//
// tests/unit/cjs-wrapper-functions.test.ts fails the day Rolldown writes a
// function itself, and this plugin can go.
import { parseAst } from 'vite';

/** Rolldown's runtime helper that wraps a CommonJS module (before minifying). */
export const COMMONJS_WRAPPER = '__commonJSMin';

const FUNCTION_SCOPES = new Set(['FunctionDeclaration', 'FunctionExpression']);

/**
 * Whether the arrow's body reads `this`, `arguments` or `new.target` of its own
 * (nested regular functions have theirs; nested arrows share the arrow's).
 * @param {any} node
 * @returns {boolean}
 */
const usesOwnBinding = (node) => {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'ThisExpression' || node.type === 'MetaProperty') return true;
  if (node.type === 'Identifier' && node.name === 'arguments') return true;
  if (FUNCTION_SCOPES.has(node.type)) return false;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      if (value.some(usesOwnBinding)) return true;
    } else if (value && typeof value === 'object' && usesOwnBinding(value)) return true;
  }
  return false;
};

/**
 * The chunk with each CommonJS wrapper's arrow function written as a function.
 * @param {string} code a chunk as Rolldown renders it, before minifying
 * @returns {string | null} null when no wrapper needed rewriting
 */
export const cjsWrappersAsFunctions = (code) => {
  if (!code.includes(COMMONJS_WRAPPER)) return null;
  /** @type {{ start: number, end: number, text: string }[]} */
  const edits = [];
  const visit = (/** @type {any} */ node) => {
    if (!node || typeof node.type !== 'string') return;
    const wrapped =
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === COMMONJS_WRAPPER;
    const arrow = wrapped ? node.arguments[0] : undefined;
    if (
      arrow?.type === 'ArrowFunctionExpression' &&
      arrow.body.type === 'BlockStatement' &&
      !usesOwnBinding(arrow.body)
    ) {
      const params = arrow.params.length ? code.slice(arrow.params[0].start, arrow.params.at(-1).end) : '';
      edits.push({ start: arrow.start, end: arrow.body.start, text: `function (${params}) ` });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(code));
  if (!edits.length) return null;
  let rewritten = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
    rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
  return rewritten;
};

/** @returns {import('vite').Plugin} */
export const cjsWrapperFunctions = () => ({
  name: 'lexaris:cjs-wrapper-functions',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  renderChunk(code) {
    const rewritten = cjsWrappersAsFunctions(code);
    return rewritten === null ? null : { code: rewritten, map: null };
  },
});
