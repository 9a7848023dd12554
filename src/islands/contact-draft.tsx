import { useStore } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { CONTACT_DRAFT, tabStorageWorks, webStorage } from '../lib/browser-storage';
import { CONTACT_FIELDS, type ContactValues, emptyValues, fieldValues } from '../lib/contact-fields';

const draft = webStorage(CONTACT_DRAFT);
/**
 * What the visitor has typed into the contact form. A jotai atom, so it
 * outlives the form: after a visit to another page (the router unmounts the
 * form) it is still in the store, and after a reload in this tab's storage.
 */
export const draftAtom = atomWithStorage<ContactValues>(
  CONTACT_DRAFT.key,
  emptyValues,
  // jotai hands each call the key above, which the accessor already holds.
  createJSONStorage<ContactValues>(() => ({
    getItem: draft.read,
    setItem: (_key, value) => draft.write(value),
    removeItem: draft.remove,
  })),
);

/**
 * Keeps the contact form's draft; renders nothing. Loaded on demand
 * (src/islands/contact-form.tsx): when the visitor first reaches for the
 * form, or at once when this tab holds a draft. On arrival, what is in the
 * fields (typed before this code came) wins over the stored draft, the
 * draft fills the fields still empty, and from then on every input is kept.
 * Each successful send (a new `sent` answer) clears it.
 */
export default function DraftKeeper({
  form,
  sent,
  onKept,
}: {
  /** The form, rendered before the keeper: its ref is set when the keeper's layout effect runs. */
  form: RefObject<HTMLFormElement | null>;
  /** The server action's answer when the last send succeeded. */
  sent: object | undefined;
  /** Whether this tab can keep the draft (storage usable): the form says so to the visitor. */
  onKept: (kept: boolean) => void;
}) {
  const store = useStore();

  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    // Subscribing mounts the atom, and jotai then reads this tab's storage, at once
    // (useAtomValue subscribes in a passive effect, after this one and maybe after a paint).
    const unsubscribe = store.sub(draftAtom, () => {});
    const typed = Object.entries(fieldValues(element)).filter(([, value]) => value !== '');
    const draft = { ...store.get(draftAtom), ...Object.fromEntries(typed) };
    store.set(draftAtom, draft);
    for (const name of CONTACT_FIELDS) {
      const field = element.elements.namedItem(name) as HTMLInputElement | null;
      if (field && field.value === '') field.value = draft[name];
    }
    onKept(tabStorageWorks());
    const keep = () => store.set(draftAtom, fieldValues(element));
    element.addEventListener('input', keep);
    return () => {
      element.removeEventListener('input', keep);
      unsubscribe();
    };
  }, [form, store, onKept]);

  useEffect(() => {
    if (sent) store.set(draftAtom, RESET);
  }, [sent, store]);

  return null;
}
