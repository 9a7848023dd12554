import { describe, expect, it } from 'vitest';
import { READ_ONLY_SOURCES } from '../../src/content/data-facts';
import { siteDataFacts } from '../../src/content/site-facts';
import { COUNT_PATH } from '../../src/lib/audience';
import { addressOf } from '../../src/server/outbound';
import { flaggedBy, lintAs } from '../support/lint-fixture';
import { codeOf, sourceFiles } from '../support/source-files';

const OUTBOUND_MODULE = 'src/server/outbound.ts';
/** The pages send one request of their own: a view, to this site's counter. */
const VIEW_COUNTER = 'src/lib/count-views.ts';

describe('requests to other services', () => {
  it('fail lint anywhere in src/ but the outbound module', () => {
    const tracker = "export const ping = () => fetch('https://tracker.example/p', { method: 'POST' });\n";
    const output = lintAs({
      'src/islands/counter.tsx': tracker,
      'src/server/booking/new.ts': tracker,
      'src/lib/xhr.ts': 'export const open = () => new XMLHttpRequest();\n',
      'src/lib/socket.ts': "export const open = () => new WebSocket('wss://x.example');\n",
      'src/lib/events.ts': "export const open = () => new EventSource('https://x.example');\n",
      [OUTBOUND_MODULE]: tracker,
      // Outside src/, tests and scripts fetch as they need.
      'tests/support/probe.ts': tracker,
    });
    expect(flaggedBy(output, 'noRestrictedGlobals').sort()).toEqual([
      'src/islands/counter.tsx',
      'src/lib/events.ts',
      'src/lib/socket.ts',
      'src/lib/xhr.ts',
      'src/server/booking/new.ts',
    ]);
    expect(output).toContain('goes through src/server/outbound.ts');
  });

  it('are made nowhere in src/ by a way lint cannot see', () => {
    const other =
      /\b(?:globalThis|window|self)\s*\.\s*(?:fetch|XMLHttpRequest|WebSocket|EventSource)\b|\bsendBeacon\b|\bnew\s+Image\b|\bimportScripts\b/;
    const found = sourceFiles('src').filter(
      (file) => file !== OUTBOUND_MODULE && file !== VIEW_COUNTER && other.test(codeOf(file)),
    );
    expect(found).toEqual([]);
  });

  it('leave the page only as a view, to this site’s own counter (and the CSP’s connect-src allows no other)', () => {
    const code = codeOf(VIEW_COUNTER);
    expect(
      [...code.matchAll(/\b(?:fetch|sendBeacon|XMLHttpRequest|Image|WebSocket)\b\(?([\w.]*)/g)].map(
        (m) => m[0],
      ),
    ).toEqual(['sendBeacon(COUNT_PATH']);
    expect(COUNT_PATH).toMatch(/^\/[a-z]/);
  });

  it('go only to addresses read from a declared setting: a recipient’s, or a source the worker only reads', () => {
    // Every setting the worker's code turns into an address, and every address-like setting it reads.
    const serverCode = sourceFiles('src/server').map(codeOf).join('\n');
    const addressed = new Set(
      [...serverCode.matchAll(/addressOf\(\s*\w+,\s*'([A-Z_]+)'\)/g)].map((m) => m[1]),
    );
    const readRaw = [...serverCode.matchAll(/\benv\.([A-Z][A-Z0-9_]*(?:URL|ENDPOINT))\b/g)].map((m) => m[1]);
    expect(readRaw, 'read as an address only through addressOf').toEqual([]);
    const declared = [
      ...siteDataFacts.recipients.flatMap((recipient) =>
        recipient.configuredBy && recipient.configuredBy !== 'CALENDAR_FEED_SECRET'
          ? [recipient.configuredBy]
          : [],
      ),
      ...Object.keys(READ_ONLY_SOURCES),
    ];
    expect([...addressed].sort()).toEqual(declared.sort());
  });

  it('an unset or blank setting is no address', () => {
    expect(addressOf({}, 'FORM_ENDPOINT')).toBeNull();
    expect(addressOf({ FORM_ENDPOINT: '  ' }, 'FORM_ENDPOINT')).toBeNull();
    expect(addressOf({ FORM_ENDPOINT: ' https://forms.example/f ' }, 'FORM_ENDPOINT')).toBe(
      'https://forms.example/f',
    );
  });
});
