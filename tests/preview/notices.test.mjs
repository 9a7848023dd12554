// Run by npm test's authoring checks on a preview build (as npm run deploy:preview
// makes it, CLOUDFLARE_ENV=preview): its notices state the preview's wrangler.toml
// settings, not production's, so each deployment tells the truth about itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'smol-toml';

const config =
  /** @type {{ vars: Record<string, string>; env: { preview: { vars: Record<string, string> } } }} */ (
    parse(readFileSync('wrangler.toml', 'utf8'))
  );
const preview = config.env.preview.vars.SUBMISSION_RETENTION_DAYS;
const production = config.vars.SUBMISSION_RETENTION_DAYS;

test("the preview's privacy notice and contact form state the preview's retention", () => {
  assert.notEqual(preview, production, 'the two environments keep leads for different times');
  const privacy = readFileSync('dist/public/privacy/index.html', 'utf8');
  assert.ok(privacy.includes(`deleted automatically ${preview} days after`), 'privacy: the preview’s days');
  assert.ok(!privacy.includes(`${production} days`), 'privacy: not production’s');
  const contact = readFileSync('dist/public/contact/index.html', 'utf8');
  assert.ok(contact.includes(`delete your message ${preview} days after`), 'contact: the preview’s days');
});
