import { parseAst } from 'vite';

/**
 * The browser's places to keep data, as globals; Biome's noRestrictedGlobals
 * (biome.json) denies the same names, where they are written bare.
 */
export const STORAGE_GLOBALS = ['localStorage', 'sessionStorage', 'indexedDB', 'cookieStore', 'caches'];

/** The same places reached as members of an object: a cookie, a history entry's state, the origin's files. */
const STORAGE_MEMBERS: Record<string, readonly string[]> = {
  document: ['cookie'],
  history: ['state', 'pushState', 'replaceState'],
  navigator: ['storage'],
};

/** Objects a storage global is a member of: a computed member of one may be any of them. */
const GLOBAL_OBJECTS = ['window', 'globalThis', 'self'];

/** Code in a string (an inline script's) that reaches one of them. */
const IN_CODE_STRING = new RegExp(
  [
    ...STORAGE_GLOBALS.map((name) => `\\b${name}\\s*[.[]`),
    ...Object.entries(STORAGE_MEMBERS).map(
      ([object, members]) => `\\b${object}\\s*\\.\\s*(${members.join('|')})\\b`,
    ),
  ].join('|'),
);

/** jotai's storage atoms fall back on localStorage when given no storage of their own. */
const DEFAULTING_TO_LOCAL_STORAGE: Record<string, number> = { atomWithStorage: 3, createJSONStorage: 1 };

/** Positions where an identifier names a property, a label or an import, not the global. */
const NOT_A_REFERENCE: Record<string, string> = {
  MemberExpression: 'property',
  Property: 'key',
  MethodDefinition: 'key',
  PropertyDefinition: 'key',
  LabeledStatement: 'label',
  BreakStatement: 'label',
  ContinueStatement: 'label',
  ImportSpecifier: 'imported',
  ExportSpecifier: 'exported',
  MetaProperty: 'property',
};

type Node = { type: string; start: number; end: number; [field: string]: unknown };
export type StorageUse = { line: number; code: string };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The name a member expression reads, when it is written out: `.name` or `['name']`. */
const memberName = (node: Node): string | undefined => {
  const property = node.property as Node;
  if (!node.computed) return property.name as string;
  return property.type === 'Literal' && typeof property.value === 'string' ? property.value : undefined;
};

/** The name an object is reached by: `window`, or the last member of `window.document`. */
const objectName = (node: Node): string | undefined =>
  node.type === 'Identifier'
    ? (node.name as string)
    : node.type === 'MemberExpression'
      ? memberName(node)
      : undefined;

/**
 * Every place in a source file's code that reaches the browser's storage:
 * a storage global however written (`localStorage`, `window.localStorage`,
 * `globalThis['sessionStorage']`, destructured from `self`), `document.cookie`,
 * a history entry's state, `navigator.storage`, a computed member of `window`
 * (which may be any of them), code in a string that does one of these (an
 * inline script), and jotai's storage atoms on their default storage.
 * Comments, types and property names are not uses.
 */
export function browserStorageUses(source: string, file: string): StorageUse[] {
  const uses = new Map<number, StorageUse>();
  const report = (node: Node) => {
    const line = source.slice(0, node.start).split('\n').length;
    uses.set(node.start, { line, code: source.slice(node.start, node.end) });
  };
  const check = (node: Node, parent: Node | undefined, field: string) => {
    if (node.type === 'Identifier' && STORAGE_GLOBALS.includes(node.name as string)) {
      if (!(parent && NOT_A_REFERENCE[parent.type] === field && !parent.computed)) report(node);
    } else if (node.type === 'Property' && parent?.type === 'ObjectPattern') {
      // `const { localStorage: kept } = window` reads the member its key names.
      const key = node.key as Node;
      if (!node.computed && STORAGE_GLOBALS.includes(key.name as string)) report(key);
    } else if (node.type === 'MemberExpression') {
      const name = memberName(node);
      const object = objectName(node.object as Node);
      if (name === undefined ? GLOBAL_OBJECTS.includes(object ?? '') : STORAGE_GLOBALS.includes(name))
        report(node);
      else if (object && name && STORAGE_MEMBERS[object]?.includes(name)) report(node);
    } else if (node.type === 'Literal' && typeof node.value === 'string') {
      if (IN_CODE_STRING.test(node.value)) report(node);
    } else if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as { value: { raw: string } }[];
      if (quasis.some((quasi) => IN_CODE_STRING.test(quasi.value.raw))) report(node);
    } else if (node.type === 'CallExpression') {
      const callee = objectName(node.callee as Node) ?? '';
      const needed = DEFAULTING_TO_LOCAL_STORAGE[callee];
      if (needed !== undefined && (node.arguments as Node[]).length < needed) report(node);
    }
  };
  const visit = (node: Node, parent: Node | undefined, field: string) => {
    // Types reach nothing at run time; what a TypeScript expression wraps does.
    if (node.type.startsWith('TS')) {
      if (isNode(node.expression)) visit(node.expression, node, 'expression');
      return;
    }
    check(node, parent, field);
    for (const [key, value] of Object.entries(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child, node, key);
    }
  };
  const lang = /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : 'js';
  visit(parseAst(source, { lang }) as unknown as Node, undefined, '');
  return [...uses.values()].sort((a, b) => a.line - b.line);
}
