// Rolldown's CommonJS wrappers written as functions (scripts/build/cjs-wrapper-functions.mjs).
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  COMMONJS_WRAPPER,
  cjsWrapperFunctions,
  cjsWrappersAsFunctions,
} from '../../scripts/build/cjs-wrapper-functions.mjs';
import config from '../../waku.config';

const FIXTURE = 'virtual:entry';
const COMMONJS_MODULE = 'virtual:module.cjs';

/** A CommonJS module imported by an ES module, bundled by Rolldown as the site's build does. */
const bundleCommonJs = async () => {
  const bundle = await rolldown({
    input: FIXTURE,
    plugins: [
      {
        name: 'fixture',
        resolveId: (id) => (id === FIXTURE || id === COMMONJS_MODULE ? id : null),
        load: (id) =>
          id === FIXTURE
            ? `import a from '${COMMONJS_MODULE}'; console.log(a.x());`
            : id === COMMONJS_MODULE
              ? 'exports.x = function () { return "ünïcode"; };'
              : null,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  return output[0].code;
};

describe("Rolldown's CommonJS wrappers", () => {
  it('are still arrow functions in parentheses (when this fails, Rolldown writes functions itself: remove the plugin)', async () => {
    const code = await bundleCommonJs();
    expect(code).toMatch(new RegExp(`${COMMONJS_WRAPPER}\\(\\(\\(exports\\) => \\{`));
    const rewritten = cjsWrappersAsFunctions(code) ?? '';
    expect(rewritten).toContain(`${COMMONJS_WRAPPER}((function (exports) {`);
    expect(rewritten).toContain('"ünïcode"');
    // The rewritten bundle still runs.
    const logged: unknown[] = [];
    new Function('console', rewritten.replace(/^export .*$/m, ''))({
      log: (value: unknown) => logged.push(value),
    });
    expect(logged).toEqual(['ünïcode']);
  });

  it('are left as arrows where the body reads its own `this` or `arguments`', () => {
    const wrapped = (body: string) => `var a = __commonJSMin(((exports, module) => {\n${body}\n}));`;
    expect(cjsWrappersAsFunctions(wrapped('exports.self = this;'))).toBeNull();
    expect(cjsWrappersAsFunctions(wrapped('exports.f = () => arguments;'))).toBeNull();
    expect(cjsWrappersAsFunctions(wrapped('exports.f = function () { return [this, arguments]; };'))).toBe(
      'var a = __commonJSMin((function (exports, module) {\nexports.f = function () { return [this, arguments]; };\n}));',
    );
    expect(cjsWrappersAsFunctions('var unrelated = (() => 1)();')).toBeNull();
  });

  it('are rewritten in the browser build only, by every Waku build', () => {
    const plugin = cjsWrapperFunctions();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'rsc' })).toBe(false);
    const names = (config.vite?.plugins ?? []).flat().map((entry) => (entry as { name?: string })?.name);
    expect(names).toContain('lexaris:cjs-wrapper-functions');
  });
});
