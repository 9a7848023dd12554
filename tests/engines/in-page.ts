// Functions the engines run inside the page. Each is sent to the browser as
// its source text (WebDriver's execute script, BiDi's script.callFunction),
// so each is self-contained: no imports, no outer variables.

/** What a test reads of an element; `focus` gives it the focus (the same lookup), as a script would. */
export type Reading =
  | { kind: 'text' }
  | { kind: 'attribute'; name: string }
  | { kind: 'visible' }
  | { kind: 'focused' }
  | { kind: 'focus' }
  | { kind: 'element' };

/**
 * The first element matching `css` (and holding `text`, when given, in its
 * text with white space collapsed), read as `reading` says; null when there
 * is none. A lookup by text stands in for Playwright's role and name queries.
 */
export const readElement = (css: string, text: string | null, reading: Reading) => {
  const element = [...document.querySelectorAll(css)].find(
    (candidate) => text === null || (candidate.textContent ?? '').replace(/\s+/g, ' ').includes(text),
  );
  if (!element) return null;
  switch (reading.kind) {
    case 'text':
      return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    case 'attribute':
      return element.getAttribute(reading.name);
    case 'visible':
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    case 'focused':
      return element === document.activeElement;
    case 'focus':
      (element as HTMLElement).focus();
      return element === document.activeElement;
    case 'element':
      return element;
  }
};

type Kept = { engineErrors?: string[] };

/**
 * Starts keeping this document's errors in `window.engineErrors`, once per
 * document: failed loads of scripts, styles and images, and Content Security
 * Policy refusals, which no driver here reports; with `consoleAndUncaught`,
 * also console.error calls, uncaught errors (React reports recoverable ones,
 * hydration mismatches among them, as those) and unhandled rejections, for an
 * engine whose driver does not report them (WebKit).
 */
export const keepPageErrors = (consoleAndUncaught: boolean) => {
  const kept = window as unknown as Kept;
  if (kept.engineErrors) return;
  const errors: string[] = [];
  kept.engineErrors = errors;
  addEventListener(
    'error',
    (event) => {
      const source = event.target;
      if (source instanceof HTMLLinkElement && source.rel === 'modulepreload') {
        // A hint, not a load: Firefox fires `error` at one whose module the page's
        // imports already hold (ESR 153, with the link's crossorigin attribute),
        // and a chunk that truly fails to load fails its import, which is kept below.
        return;
      }
      if (source instanceof Element) {
        errors.push(`failed to load ${source.getAttribute('src') ?? source.getAttribute('href')}`);
      } else if (consoleAndUncaught) {
        errors.push(`uncaught: ${(event as ErrorEvent).message}`);
      }
    },
    true,
  );
  addEventListener('securitypolicyviolation', (event) => {
    errors.push(`refused by the Content Security Policy (${event.violatedDirective}): ${event.blockedURI}`);
  });
  if (!consoleAndUncaught) return;
  addEventListener('unhandledrejection', (event) => {
    errors.push(`unhandled rejection: ${String(event.reason)}`);
  });
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    consoleError.apply(console, args);
  };
};

/** Hands over the errors kept since the last call; null when this document has no keeper. */
export const takePageErrors = () => (window as unknown as Kept).engineErrors?.splice(0) ?? null;

/** Empties this origin's storage: a visit starts as a new visitor's. */
export const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};
