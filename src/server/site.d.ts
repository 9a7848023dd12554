// The type of Waku's build output, dist/server/serve-cloudflare.js, which
// src/server/worker.ts imports as "#site" (package.json "imports"): the
// file does not exist until `npm run build`, and TypeScript checks before.
declare const site: {
  fetch(request: Request, env: unknown, ctx: unknown): Promise<Response>;
};
export default site;
