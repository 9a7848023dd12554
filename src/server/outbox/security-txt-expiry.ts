// The alert that security.txt will soon expire. The build writes
// /.well-known/security.txt with an Expires SECURITY_TXT_DAYS ahead
// (src/lib/site-files.ts), and a deploy renews it; a site not deployed for
// that long would publish an expired file, which tells security researchers
// its contact may be stale. The relay reads the deployed file through the
// asset layer, the one the build wrote, and its Expires with the build's own
// reader (src/lib/security-txt.ts): no second computation of the date.
import type { D1Database } from '@cloudflare/workers-types';
import { SECURITY_TXT_PATH } from '../../content/legal/paths.mjs';
import { site } from '../../content/site';
import { duration } from '../../lib/duration';
import { deployCommand, workerOutbox } from '../../lib/operator-command.mjs';
import { SECURITY_TXT_DAYS, securityTxtExpires } from '../../lib/security-txt';
import type { AssetsBinding } from '../env';
import { queueAlert } from './alerts';

/** The operator is told this many days before the deployed security.txt expires. */
export const SECURITY_TXT_WARNING_DAYS = 30;

const MINUTE = 60_000;

/**
 * Queues one alert per expiry date once the deployed security.txt expires
 * within SECURITY_TXT_WARNING_DAYS (or has expired): its id is the date, so
 * every later run finds it queued, and the next deploy's file, with a later
 * date, is announced in its turn. `environment` is DEPLOY_ENVIRONMENT, for the
 * deploy command the alert names. Never throws: a file that cannot be read is
 * logged, and the run's other alerts go out.
 */
export const queueSecurityTxtExpiry = async (
  db: D1Database,
  assets: AssetsBinding | undefined,
  now: Date,
  environment: string | undefined,
) => {
  // Under `waku dev` there is no asset layer, and no deployed file.
  if (!assets) return;
  try {
    const response = await assets.fetch(new URL(SECURITY_TXT_PATH, site.url).href);
    const expires = response.ok ? securityTxtExpires(await response.text()) : null;
    if (!expires) {
      console.warn(
        `Contact form relay: the deployed ${SECURITY_TXT_PATH} ${response.ok ? 'has no Expires date' : `answered ${response.status}`}; rebuild and deploy.`,
      );
      return;
    }
    const minutesLeft = Math.floor((expires.getTime() - now.getTime()) / MINUTE);
    if (minutesLeft > SECURITY_TXT_WARNING_DAYS * 24 * 60) return;
    const when = `${expires.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const command = deployCommand(workerOutbox(environment).environment);
    await queueAlert(
      db,
      `security-txt:${expires.toISOString()}`,
      `${SECURITY_TXT_PATH} ${minutesLeft > 0 ? `expires on ${when}, in ${duration(minutesLeft)}` : `expired on ${when}`}. Past that date, security researchers take its contact for stale. Rebuild and deploy the site to renew it: \`${command}\` writes a new one, valid for ${SECURITY_TXT_DAYS} days.`,
      now,
      { about: 'website' },
    ).run();
  } catch (error) {
    console.warn(
      `Contact form relay: the deployed ${SECURITY_TXT_PATH} could not be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
};
