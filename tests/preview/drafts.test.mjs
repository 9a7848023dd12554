// Run by npm test's authoring checks (tests/authoring) on a preview build
// (SHOW_DRAFTS=true npm run build, as npm run deploy:preview builds): the drafts are built and visible, each with
// its banner and noindex, and production would refuse this build.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { CONTENT_MANIFEST, contentRefusal } from '../../scripts/operator/deploy-plan.mjs';

const manifest = JSON.parse(readFileSync(CONTENT_MANIFEST, 'utf8'));
/** @param {string} path */
const html = (path) => readFileSync(`dist/public${path === '/' ? '' : path}/index.html`, 'utf8');
/** @param {string} file e.g. src/content/insights/a-piece.mdx, whose page is /insights/a-piece */
const hrefOf = (file) => `/${file.replace(/^src\/content\//, '').replace(/\.mdx?$/, '')}`;
const NOINDEX = '<meta name="robots" content="noindex"/>';
const BANNER = 'class="draft-banner"';

test('the preview build shows every draft and leaves none out', () => {
  assert.equal(manifest.showDrafts, true);
  assert.ok(manifest.drafts.length > 0, 'the demo content keeps a draft');
  assert.deepEqual(manifest.draftsLeftOut, []);
});

test('each draft has its page, with the Draft banner and noindex, its share card, and is listed and in the feed', () => {
  const list = html('/insights') + html('/case-studies');
  const feed = readFileSync('dist/public/rss.xml', 'utf8');
  for (const file of manifest.drafts) {
    const href = hrefOf(file);
    const page = html(href);
    assert.ok(page.includes(BANNER), `${href}: the Draft banner`);
    assert.ok(page.includes(NOINDEX), `${href}: noindex`);
    assert.ok(list.includes(`href="${href}"`), `${href}: listed`);
    assert.ok(feed.includes(href), `${href}: in the feed`);
    assert.ok(existsSync(`dist/public/og${href}.png`), `${href}: share card`);
    assert.ok(page.includes(`/og${href}.png`), `${href}: its share card named`);
  }
});

test('a published piece has neither banner nor noindex', () => {
  const page = html('/case-studies/litigation-firm-cuts-first-pass-review-time');
  assert.ok(!page.includes(BANNER));
  assert.ok(!page.includes(NOINDEX));
});

test('npm run deploy refuses this build for production, and takes it for the preview', () => {
  assert.match(contentRefusal('production', manifest) ?? '', /shows drafts/);
  assert.equal(contentRefusal('preview', manifest), undefined);
});
