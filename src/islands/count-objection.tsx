'use client';

import { useEffect, useState } from 'react';
import type { COUNT_OBJECTION_WORDS } from '../content/count-objection';
import { browserObjects, countingRefused, objectToCounting } from '../lib/count-views';

type Words = typeof COUNT_OBJECTION_WORDS;
/** Counted; objected here; or the browser itself objects (GPC, DNT), which no button here can overrule. */
type Standing = 'counted' | 'objected' | 'browser';

const standingNow = (): Standing =>
  browserObjects() ? 'browser' : countingRefused() ? 'objected' : 'counted';

/**
 * The visitor's objection to being counted (the privacy notice's "How we
 * count visits"): a flag read before any view is sent (src/lib/count-views.ts). The server renders it as counted, the standing
 * of most visitors; once hydrated it shows this browser's own. Pressed before
 * then, the press is kept and delivered on hydration (the boot script's early
 * presses), and the server's button is the objection's.
 */
export function CountObjection({ words }: { words: Words }) {
  const [standing, setStanding] = useState<Standing>('counted');
  useEffect(() => setStanding(standingNow()), []);

  const toggle = () => {
    objectToCounting(standing !== 'objected');
    setStanding(standingNow());
  };

  return (
    <div className="count-objection">
      <p className="count-objection__standing" role="status">
        {words[standing]}
      </p>
      {standing !== 'browser' && (
        <button
          type="button"
          className="button button--secondary count-objection__button"
          aria-pressed={standing === 'objected'}
          onClick={toggle}
        >
          {words.object}
        </button>
      )}
      <p className="count-objection__without-script">{words.withoutScript}</p>
    </div>
  );
}
