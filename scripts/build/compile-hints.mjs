// A Vite plugin of the build (waku.config.ts): the chunks of the runtime that
// every page starts with (React, React DOM's client, Waku's client and
// router) begin with V8's explicit compile hint.
//
// V8 compiles a function the first time it is called, on the main thread,
// unless the file says its functions run at load (`//# allFunctionsCalledOnLoad`
// as its first line, Chrome 136+; other engines read a comment). Then it
// compiles them all on a background thread as the script streams in. Almost
// all of this runtime runs as the page hydrates and as the first events
// arrive. Without the hint, a phone at 4x CPU compiled about 100 ms of it on
// the main thread during load, React DOM's evaluation was a 50-55 ms task, and
// the first tap of a visit waited 4-6 ms while React's handlers for the
// pointer's over and out events compiled. Not the islands' chunks: the hint
// compiles every function of a file, and much of an island runs only on demand.
//
// tests/unit/compile-hints.test.ts checks the choice of chunks; the e2e suite
// (page-load.spec.ts) checks which served scripts start with the hint.

/** V8's magic comment, which must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The modules of the runtime every page runs at load, in production builds. */
export const LOAD_RUNTIME = [
  /\/react\/cjs\/react\.production\.js$/,
  /\/react-dom\/cjs\/react-dom-client\.production\.js$/,
  // Waku 1.0 splits its client runtime and router over many modules
  // (minimal/client-utils/, router/client-utils/, router/client-core-utils/).
  /\/waku\/dist\/minimal\/(client\.js$|client-utils\/)/,
  /\/waku\/dist\/router\/(client\.js$|client-core\.js$|client-utils\/|client-core-utils\/|isomorphic-utils\/)/,
];

/**
 * Whether a chunk of these modules is compiled at load.
 * @param {readonly string[]} moduleIds
 */
export const compiledAtLoad = (moduleIds) =>
  moduleIds.some((id) => LOAD_RUNTIME.some((runtime) => runtime.test(id)));

/** @returns {import('vite').Plugin} */
export const compileHints = () => ({
  name: 'lexaris:compile-hints',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  // Once the chunks are written, minified: Vite 8 minifies in Rolldown's
  // output stage, after every renderChunk hook, and drops the comment there
  // (Vite 7 minified in a renderChunk hook, which a 'post' one followed). The
  // hint is the same line on every such chunk: its name's hash still tells
  // one content from another.
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && compiledAtLoad(chunk.moduleIds))
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    }
  },
});
