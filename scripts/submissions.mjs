#!/usr/bin/env node
/**
 * Lists recent contact-form submissions with their delivery status.
 *   npm run submissions                   the local database (wrangler dev / npm start)
 *   npm run submissions -- --remote       the deployed database on Cloudflare
 *   npm run submissions -- --failed       only those whose forwarding failed
 *   npm run submissions -- --limit 50     more rows (default 20)
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const limitIndex = args.indexOf('--limit');
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 20;
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit takes a whole number from 1 to 1000');
  process.exit(2);
}
const where = args.includes('--failed') ? "WHERE delivery_status = 'failed'" : '';
const query = `SELECT created_at, delivery_status, upstream_status, attempts, name, email, company, substr(message, 1, 60) AS message, last_error FROM submissions ${where} ORDER BY created_at DESC LIMIT ${limit}`;

const wrangler = join(dirname(fileURLToPath(import.meta.url)), 'wrangler.mjs');
const output = execFileSync(
  process.execPath,
  [
    wrangler,
    'd1',
    'execute',
    'DB',
    args.includes('--remote') ? '--remote' : '--local',
    '--json',
    '--command',
    query,
  ],
  { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
const rows = JSON.parse(output)[0]?.results ?? [];
if (rows.length === 0) console.log('No submissions yet.');
else console.table(rows);
