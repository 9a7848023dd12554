import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildEnv,
  customDomains,
  deployCommand,
  dryRunNotes,
  listedDatabaseNames,
  listedSecrets,
  missingSecrets,
  pendingMigrations,
  secretCommand,
  wranglerEnvArgs,
  zoneNotes,
} from '../../scripts/operator/deploy-plan.mjs';
import { readEnvironmentConfig } from '../../scripts/operator/wrangler-calls.mjs';
import { site } from '../../src/content/site';

const toml = readFileSync('wrangler.toml', 'utf8');

describe('npm run deploy: what it works out before uploading anything', () => {
  it('wrangler.toml names each environment’s database by name alone: wrangler finds it, or the first deploy creates it', () => {
    expect(toml).not.toMatch(/database_id/);
    expect(toml).toContain('database_name = "lexaris-contact"');
    expect(toml).toContain('database_name = "lexaris-contact-preview"');
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

  it('builds each environment with its own drafts rule and its own wrangler.toml settings in the notices', () => {
    expect(buildEnv('production')).toEqual({ SHOW_DRAFTS: 'false', CLOUDFLARE_ENV: 'production' });
    expect(buildEnv('preview')).toEqual({ SHOW_DRAFTS: 'true', CLOUDFLARE_ENV: 'preview' });
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

  it('a dry run says where each database comes from and names the secrets it cannot check', () => {
    const notes = dryRunNotes('preview', {
      name: 'lexaris-site-preview',
      d1_databases: [{ database_name: 'lexaris-contact-preview' }],
    });
    expect(notes[0]).toMatch(/^lexaris-contact-preview: .*creates it on the first deploy/);
    expect(notes[1]).toContain(
      'lexaris-site-preview has it (npx wrangler secret put FORM_ENDPOINT --env preview)',
    );
  });

  it('deploys production to the site’s own host alone, the preview to workers.dev, and names the zone settings it cannot set', async () => {
    const production = await readEnvironmentConfig('production');
    const preview = await readEnvironmentConfig('preview');
    // The host the canonical URLs, the sitemap and security.txt name.
    expect(customDomains(production)).toEqual([new URL(site.url).host]);
    expect(production.workers_dev).toBe(false);
    expect(customDomains(preview)).toEqual([]);
    expect(preview.workers_dev).toBe(true);
    const [zone] = dryRunNotes('production', production);
    expect(zone).toBe(
      `${new URL(site.url).host}: set in its Cloudflare zone (SSL/TLS, Edge Certificates), which wrangler can neither set nor read: Minimum TLS Version "TLS 1.2", and Always Use HTTPS on.`,
    );
    expect(zoneNotes(preview)).toEqual([]);
  });

  it('reads the names of the account’s databases from `wrangler d1 list --json`', () => {
    const list = JSON.stringify([
      { uuid: 'a', name: 'lexaris-contact-preview' },
      { uuid: 'b', name: 'lexaris-contact' },
    ]);
    expect(listedDatabaseNames(list)).toEqual(['lexaris-contact-preview', 'lexaris-contact']);
    expect(listedDatabaseNames('[]')).toEqual([]);
  });

  it('tells from wrangler’s own listing whether migrations are left to apply: the deploy stops when one is (a declined prompt exits 0)', () => {
    const files = readdirSync('migrations').filter((name) => name.endsWith('.sql'));
    const state = mkdtempSync(join(tmpdir(), 'migrations-'));
    const wrangler = (...args: string[]) => {
      const run = spawnSync(
        process.execPath,
        [
          'scripts/toolchain/wrangler.mjs',
          'd1',
          'migrations',
          ...args,
          'DB',
          '--local',
          '--persist-to',
          state,
        ],
        { encoding: 'utf8' },
      );
      expect(run.status, run.stderr).toBe(0);
      return run.stdout;
    };
    try {
      expect(pendingMigrations(wrangler('list'), files)).toEqual(files);
      wrangler('apply');
      expect(pendingMigrations(wrangler('list'), files)).toEqual([]);
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
    // Output it cannot read (a changed wrangler, an error page) is not taken for "all applied".
    expect(pendingMigrations('✘ [ERROR] A request to the Cloudflare API failed.', files)).toBeNull();
  });
});
