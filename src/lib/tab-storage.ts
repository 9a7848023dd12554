/**
 * This tab's sessionStorage, never localStorage: a shared office computer must
 * not show yesterday's visitor their message. Every call is guarded: with
 * site data blocked, touching `window.sessionStorage` throws, and a full quota
 * makes setItem throw. Then nothing is kept and callers go on as without it.
 */
const attempt = <T>(action: () => T): T | undefined => {
  try {
    return action();
  } catch {
    return undefined;
  }
};

export const tabStorage = {
  getItem: (key: string) => attempt(() => window.sessionStorage.getItem(key)) ?? null,
  setItem: (key: string, value: string) => void attempt(() => window.sessionStorage.setItem(key, value)),
  removeItem: (key: string) => void attempt(() => window.sessionStorage.removeItem(key)),
};

/** The key written and removed at once to learn whether writes land (named on /privacy). */
export const STORAGE_PROBE_KEY = 'storage-probe';

/** Whether this tab can keep anything at all (writes really land). */
export const tabStorageWorks = () =>
  attempt(() => {
    window.sessionStorage.setItem(STORAGE_PROBE_KEY, '1');
    window.sessionStorage.removeItem(STORAGE_PROBE_KEY);
    return true;
  }) ?? false;

/** The sessionStorage key of the contact form's draft (src/islands/contact-draft.tsx). */
export const CONTACT_DRAFT_KEY = 'contact-draft';
