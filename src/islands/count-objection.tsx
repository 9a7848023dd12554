'use client';

import { useEffect, useState } from 'react';
import type { COUNT_OBJECTION_WORDS } from '../content/count-objection';
import { browserObjects, countingRefused, objectToCounting } from '../lib/count-views';

type Words = typeof COUNT_OBJECTION_WORDS;
/**
 * Not yet read (the server's, and without JavaScript); counted; objected here;
 * or the browser itself objects (GPC, DNT), which no button here can overrule.
 */
type Standing = 'unknown' | 'counted' | 'objected' | 'browser';

const standingNow = (): Exclude<Standing, 'unknown'> =>
  browserObjects() ? 'browser' : countingRefused() ? 'objected' : 'counted';

/**
 * The visitor's objection to being counted (the privacy notice's "How we
 * count visits"): a flag read before any view is sent (src/lib/count-views.ts).
 * The server's words are true whatever the browser; once hydrated it says
 * this browser's own standing. A press before then is kept and delivered on
 * hydration (the boot script's early presses): the button the visitor saw was
 * unpressed, so it objects. Without JavaScript there is no button (CSS hides
 * it), and the words say what works instead.
 */
export function CountObjection({ words }: { words: Words }) {
  const [standing, setStanding] = useState<Standing>('unknown');
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
