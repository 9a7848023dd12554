import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createdDatabaseId,
  deployCommand,
  dryRunNotes,
  isProvisioned,
  listedDatabaseId,
  listedSecrets,
  missingSecrets,
  PLACEHOLDER_DATABASE_ID,
  recordDatabaseId,
  secretCommand,
  wranglerEnvArgs,
} from '../../scripts/operator/deploy-plan.mjs';

const ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';
const toml = readFileSync('wrangler.toml', 'utf8');

describe('npm run deploy: what it works out before uploading anything', () => {
  it('a placeholder id is a database still to create', () => {
    expect(isProvisioned(PLACEHOLDER_DATABASE_ID)).toBe(false);
    expect(isProvisioned(undefined)).toBe(false);
    expect(isProvisioned(ID)).toBe(true);
  });

  it('names the secrets an environment must have and lacks', () => {
    expect(missingSecrets('production', [])).toEqual(['FORM_ENDPOINT']);
    expect(missingSecrets('preview', [{ name: 'ALERT_WEBHOOK_URL' }])).toEqual(['FORM_ENDPOINT']);
    expect(missingSecrets('production', [{ name: 'FORM_ENDPOINT' }])).toEqual([]);
  });

  it('production is wrangler’s top level, named explicitly; other environments by name', () => {
    expect(wranglerEnvArgs('production')).toEqual(['--env', '']);
    expect(wranglerEnvArgs('preview')).toEqual(['--env', 'preview']);
  });

  it('the commands it prints name the environment', () => {
    expect(secretCommand('production', 'FORM_ENDPOINT')).toBe(
      'npx wrangler secret put FORM_ENDPOINT --env ""',
    );
    expect(secretCommand('preview', 'FORM_ENDPOINT')).toBe(
      'npx wrangler secret put FORM_ENDPOINT --env preview',
    );
    expect(deployCommand('production')).toBe('npm run deploy');
    expect(deployCommand('preview')).toBe('npm run deploy -- --env preview');
  });

  it('a failed secret listing is a problem, not "no secrets"; a worker never deployed has none', () => {
    expect(
      listedSecrets({ ok: true, out: '[{"name":"FORM_ENDPOINT","type":"secret_text"}]', err: '' }),
    ).toEqual({
      secrets: [{ name: 'FORM_ENDPOINT', type: 'secret_text' }],
    });
    const notFound =
      '\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1mWorker "lexaris-site-preview" (env: preview) not found.\n\nIf this is a new Worker, run `wrangler deploy` first to create it.';
    expect(listedSecrets({ ok: false, out: '', err: notFound })).toEqual({ secrets: [] });
    expect(
      listedSecrets({ ok: false, out: '', err: '✘ [ERROR] Unable to resolve the API hostname.' }),
    ).toEqual({
      problem: "could not list the worker's secrets: Unable to resolve the API hostname.",
    });
  });

  it('a dry run names the databases the first deploy will create and the secrets it cannot check', () => {
    const notes = dryRunNotes('preview', {
      name: 'lexaris-site-preview',
      d1_databases: [{ database_name: 'lexaris-contact-preview', database_id: PLACEHOLDER_DATABASE_ID }],
    });
    expect(notes[0]).toContain('the first deploy will create lexaris-contact-preview');
    expect(notes[1]).toContain(
      'lexaris-site-preview has it (npx wrangler secret put FORM_ENDPOINT --env preview)',
    );
    expect(
      dryRunNotes('production', { name: 'x', d1_databases: [{ database_name: 'y', database_id: ID }] }),
    ).toHaveLength(1);
  });

  it('reads a new database’s id from `wrangler d1 create`, in either snippet form', () => {
    expect(
      createdDatabaseId(
        `✅ Successfully created DB\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "x"\ndatabase_id = "${ID}"\n`,
      ),
    ).toBe(ID);
    expect(
      createdDatabaseId(
        `{ "d1_databases": [{ "binding": "DB", "database_name": "x", "database_id": "${ID}" }] }`,
      ),
    ).toBe(ID);
    expect(createdDatabaseId('✘ [ERROR] A request to the Cloudflare API failed.')).toBeUndefined();
  });

  it('finds an existing database by name in `wrangler d1 list --json`', () => {
    const list = JSON.stringify([
      { uuid: 'a', name: 'lexaris-contact-preview' },
      { uuid: ID, name: 'lexaris-contact' },
    ]);
    expect(listedDatabaseId(list, 'lexaris-contact')).toBe(ID);
    expect(listedDatabaseId(list, 'other')).toBeUndefined();
  });

  it('records the id in wrangler.toml in that database’s block only', () => {
    const production = recordDatabaseId(toml, 'lexaris-contact', ID);
    expect(production).toContain(`database_name = "lexaris-contact"\ndatabase_id = "${ID}"`);
    // The preview's database keeps its placeholder until its own first deploy.
    expect(production).toContain(
      `database_name = "lexaris-contact-preview"\ndatabase_id = "${PLACEHOLDER_DATABASE_ID}"`,
    );
    expect(production.split('\n').filter((line, index) => line !== toml.split('\n')[index])).toHaveLength(1);
    const both = recordDatabaseId(production, 'lexaris-contact-preview', ID.replace('6f', '7a'));
    expect(both).not.toContain(PLACEHOLDER_DATABASE_ID);
    expect(() => recordDatabaseId(both, 'lexaris-contact', ID)).toThrow(/no placeholder/);
  });
});
