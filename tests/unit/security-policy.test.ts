import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/security-policy.mjs';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe("the Content-Security-Policy's inline-script hashes", () => {
  it('hash each executable inline script as written, once, and nothing else', async () => {
    const boot = 'var a = 1 && 2; if (a < 3) document.title = "&amp; stays raw";';
    const split = 'document.write("<\\/script>")';
    const html = [
      '<!doctype html><html><head>',
      `<script>${boot}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/assets/a.js"></script>',
      `<script type="module">${split}</script>`,
      '</head><body>',
      `<script>${boot}</script>`,
      '<SCRIPT>upper()</SCRIPT>',
      '</body></html>',
    ].join('');
    expect(await inlineScriptHashes(html)).toEqual([sha256(boot), sha256(split), sha256('upper()')].sort());
  });

  it('find none in a page without inline scripts', async () => {
    expect(await inlineScriptHashes('<p>No script here: &lt;script&gt;</p>')).toEqual([]);
  });
});
