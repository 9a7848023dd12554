/**
 * How the site's accessibility is tested, as the accessibility statement says
 * it (src/content/legal/accessibility.mdx, through src/sections/legal/facts.tsx).
 * The browsers are the ones the test suite drives on every build
 * (docs/testing.md: Playwright's Chromium; Firefox ESR and WebKitGTK in
 * tests/engines/). Assistive technology is only what a person has actually
 * used on the site: add an entry when a test by hand is done.
 */

export type TestedBrowser = {
  browser: string;
  /** The browsers people use that share its engine. */
  engineOf: string;
  /** What the tests check in it. */
  checks: string;
};

export const TESTED_BROWSERS: readonly TestedBrowser[] = [
  { browser: 'Chromium', engineOf: 'Chrome and Edge', checks: 'every check above' },
  {
    browser: 'Firefox ESR',
    engineOf: 'Firefox',
    checks:
      'the menus by mouse and keyboard, the questions and answers, moving between pages and back, the contact form, and the home, service and contact pages without JavaScript',
  },
  { browser: 'WebKitGTK', engineOf: 'Safari', checks: 'the same as in Firefox' },
];

export type AssistiveTechnologyTest = {
  /** "NVDA 2025.3 with Firefox 140 on Windows 11". */
  setup: string;
  /** When, YYYY-MM-DD. */
  date: string;
};

export const ASSISTIVE_TECHNOLOGY: {
  /** Tests a person has done by hand; none yet. */
  testedByHand: readonly AssistiveTechnologyTest[];
  /** What is to be tested next. */
  planned: readonly string[];
} = {
  testedByHand: [],
  planned: [
    'NVDA with Firefox on Windows',
    'VoiceOver with Safari on macOS and on iOS',
    'TalkBack with Chrome on Android',
  ],
};
