/**
 * Everything the site keeps in a visitor's browser, declared once, and the
 * only code that reads or writes its storage. The privacy notice's table is
 * this declaration (src/content/data-facts.ts), and every accessor here takes
 * a declared item, so a key cannot be used without being named to visitors.
 * Any other use of the browser's storage in src/ fails `npm run lint`
 * (Biome's noRestrictedGlobals) or tests/unit/data-facts.test.ts. Never a
 * cookie.
 *
 * A history entry's state is the one place kept elsewhere: the scroll memory
 * (src/islands/scroll-memory.ts) writes it, under a key typed by this
 * declaration (HistoryStateKey, in src/lib/scroll-memory.ts). It runs on
 * every page and the contact draft on one: code both imported would be a
 * chunk of its own on every page, one more module preload in every page's
 * HTML (about 20 B of gzip), more than the pages nearest their first round
 * trip have to spare (bench/budgets.mjs).
 */

export type StorageMechanism = 'localStorage' | 'sessionStorage' | 'history';

/** An item the site keeps in the visitor's browser, as the privacy notice states it. */
export type BrowserStorageItem = {
  key: string;
  mechanism: StorageMechanism;
  holds: string;
  kept: string;
  why: string;
  /** What of it is ever sent to the site, and when; absent: never. */
  sent?: string;
};

/** The visitor's theme (spec section 9): read and written by the boot script alone (src/lib/boot-script.ts). */
export const THEME_CHOICE = { key: 'theme', mechanism: 'localStorage' } as const;

/**
 * The contact form's unsent draft (src/islands/contact-draft.tsx): this tab's
 * storage, never localStorage, so a shared office computer does not show
 * yesterday's visitor their message.
 */
export const CONTACT_DRAFT = { key: 'contact-draft', mechanism: 'sessionStorage' } as const;

/**
 * A visitor's objection to being counted (the control on /privacy: src/islands/count-objection.tsx),
 * read by the boot script before it counts a view. Kept, so that it lasts beyond the visit.
 */
export const COUNT_OBJECTION = { key: 'count-objection', mechanism: 'localStorage' } as const;

/**
 * Where this tab's visit entered the site: the page's address and the one it
 * came from, written by the boot script on an entry, so that a message sent
 * or a call booked later in the visit is counted for that entry, by the
 * browser (the server keeps nothing that could join them).
 */
export const VISIT_ENTRY = { key: 'visit-entry', mechanism: 'sessionStorage' } as const;

/** Written and removed at once, to learn whether this tab keeps writes (tabStorageWorks). */
const STORAGE_PROBE = { key: 'storage-probe', mechanism: 'sessionStorage' } as const;

/**
 * Where a visitor was on a page, in its history entry's state, so that Back
 * and Forward can return there (src/lib/scroll-memory.ts). The state outlives
 * the document: it is still there after a reload or a visit to another site.
 */
const SCROLL_POSITION = { key: 'scrollTop', mechanism: 'history' } as const;

/**
 * Every item, as the privacy notice lists them. The accessors below take an
 * item listed here and no other, so nothing is kept that the notice does not
 * name. The words are apart from the items: the pages' JavaScript needs only
 * a key and where it is kept.
 */
export const BROWSER_STORAGE = [
  {
    ...THEME_CHOICE,
    holds: '"light" or "dark", once you choose a theme',
    kept: 'until you clear your browser’s site data',
    why: 'to show the site in the theme you chose',
  },
  {
    ...CONTACT_DRAFT,
    holds: 'what you have typed into the contact form and not yet sent',
    kept: 'until you send the message or close the tab',
    why: 'so a half-written message survives a visit to another page or a reload',
  },
  {
    ...COUNT_OBJECTION,
    holds: '"1", once you ask us not to count your visits',
    kept: 'until you ask to be counted again, or clear your browser’s site data',
    why: 'so that this browser’s views are not counted',
  },
  {
    ...VISIT_ENTRY,
    holds: 'the address you entered the site at, and the address of the page that sent you there',
    kept: 'until you close the tab',
    why: 'so that a message you send or a call you book is counted for the page, site and campaign your visit began with, without our server joining them to you',
    sent: 'when you send a message or book a call, to add one to that entry’s counter; the site that sent you is kept by its name only, and nothing of it is kept with your message or call',
  },
  {
    ...STORAGE_PROBE,
    holds: '"1", written and removed in the same instant',
    kept: 'not kept: removed at once',
    why: 'to learn whether this tab can keep a draft, and say so beside the form',
  },
  {
    ...SCROLL_POSITION,
    holds: 'how far down a page you were, in that page’s entry of your browser’s history',
    kept: 'as long as your browser keeps the history entry',
    why: 'so Back returns you to where you were',
  },
] as const satisfies readonly BrowserStorageItem[];

/** Each listed item's key and mechanism, as the pair listed: no key goes with another's mechanism. */
type Listed<Item> = Item extends BrowserStorageItem ? Pick<Item, 'key' | 'mechanism'> : never;
type DeclaredItem = Listed<(typeof BROWSER_STORAGE)[number]>;
type WebStorageItem = Extract<DeclaredItem, { mechanism: 'localStorage' | 'sessionStorage' }>;
/** The key of each item kept in a history entry's state. */
export type HistoryStateKey = Extract<DeclaredItem, { mechanism: 'history' }>['key'];

/**
 * With site data blocked, even reading `window.sessionStorage` throws, and a
 * full quota makes setItem throw: then nothing is kept, and callers go on as
 * without it.
 */
const attempt = <T>(action: () => T): T | undefined => {
  try {
    return action();
  } catch {
    return undefined;
  }
};

/** A declared item of local or session storage; no call throws. */
export const webStorage = (item: WebStorageItem) => ({
  read: () => attempt(() => window[item.mechanism].getItem(item.key)) ?? null,
  /** Whether the value was kept. */
  write: (value: string) =>
    attempt(() => {
      window[item.mechanism].setItem(item.key, value);
      return true;
    }) ?? false,
  remove: () => void attempt(() => window[item.mechanism].removeItem(item.key)),
});

/** Whether this tab can keep anything at all: the probe's write lands, and is removed at once. */
export const tabStorageWorks = () => {
  const probe = webStorage(STORAGE_PROBE);
  const landed = probe.write('1');
  probe.remove();
  return landed;
};

/**
 * A declared item as source for an inline script, which runs before any
 * module can (src/lib/boot-script.ts): the script's variable `keyVariable`
 * set to its key, and a read and a write that may throw, for the script to
 * guard. Every page's HTML holds the script, so the key is written out once.
 */
export const inlineWebStorage = (item: WebStorageItem, keyVariable: string) => ({
  keySet: `${keyVariable}=${JSON.stringify(item.key)}`,
  read: `${item.mechanism}.getItem(${keyVariable})`,
  write: (value: string) => `${item.mechanism}.setItem(${keyVariable},${value})`,
});
