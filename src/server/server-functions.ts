/**
 * Where Waku's client calls a server function: `/RSC/F/<file>/<name>.txt`,
 * from the `$$id` ("<file>#<name>") React gives every registered server
 * reference (Waku's encodeFuncId, lib/utils/rsc-path.js, which 1.0.0-rc.1
 * still does not export; a file id that starts with "/", as in `waku dev`, or
 * with "_" is written with a leading "_").
 * The contact form's end-to-end tests call the real function through this
 * path: if Waku changes its encoding, they fail.
 */
export const functionPath = (fn: unknown) => {
  const id = (fn as { $$id?: unknown }).$$id;
  if (typeof id !== 'string' || !id.includes('#')) {
    throw new Error('functionPath: not a registered server function');
  }
  const [file = '', name = ''] = id.split('#');
  return `/RSC/F/${file.startsWith('/') || file.startsWith('_') ? `_${file}` : file}/${name}.txt`;
};
