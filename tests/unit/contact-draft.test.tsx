// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DraftKeeper from '../../src/islands/contact-draft';
import { CONTACT_DRAFT } from '../../src/lib/browser-storage';

const FIELDS = ['name', 'email', 'company', 'message'] as const;

/** The contact form's fields, with the draft keeper after it (as in the form's island) when `keeper` is set. */
function Form({ keeper, sent, onKept }: { keeper: boolean; sent?: object; onKept: (kept: boolean) => void }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <>
      <form ref={form}>
        {FIELDS.map((field) => (
          <input key={field} aria-label={field} name={field} />
        ))}
      </form>
      {keeper && <DraftKeeper form={form} sent={sent} onKept={onKept} />}
    </>
  );
}

/** A visit to the page: a new jotai store is a reload, the same store a return from another page. */
const visit = ({ store = createStore(), keeper = true } = {}) => {
  const onKept = vi.fn();
  const view = render(
    <Provider store={store}>
      <Form keeper={keeper} onKept={onKept} />
    </Provider>,
  );
  const rerender = (props: { keeper?: boolean; sent?: object }) =>
    view.rerender(
      <Provider store={store}>
        <Form keeper={props.keeper ?? keeper} sent={props.sent} onKept={onKept} />
      </Provider>,
    );
  return { store, onKept, rerender, unmount: view.unmount };
};
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const values = () => FIELDS.map((name) => field(name).value);
const stored = () => JSON.parse(sessionStorage.getItem(CONTACT_DRAFT.key) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the contact draft keeper', () => {
  it('keeps every input in sessionStorage, never in localStorage, and says it can', async () => {
    const { onKept } = visit();
    await userEvent.type(field('name'), 'Ada');
    await userEvent.type(field('message'), 'Hello');
    expect(stored()).toEqual({ name: 'Ada', email: '', company: '', message: 'Hello' });
    expect(localStorage.length).toBe(0);
    expect(onKept).toHaveBeenLastCalledWith(true);
  });

  it('fills the form again after a visit elsewhere (same store) and after a reload (new store)', async () => {
    const first = visit();
    await userEvent.type(field('email'), 'ada@example.com');
    first.unmount();
    const back = visit({ store: first.store });
    expect(values()).toEqual(['', 'ada@example.com', '', '']);
    back.unmount();
    visit();
    expect(values()).toEqual(['', 'ada@example.com', '', '']);
  });

  it('what was typed before it arrived wins over an older draft; empty fields take the draft', async () => {
    sessionStorage.setItem(
      CONTACT_DRAFT.key,
      JSON.stringify({ name: 'Old', email: 'old@example.com', company: '', message: 'Old text' }),
    );
    const page = visit({ keeper: false });
    await userEvent.type(field('name'), 'Typed early');
    await act(async () => page.rerender({ keeper: true }));
    expect(values()).toEqual(['Typed early', 'old@example.com', '', 'Old text']);
    expect(stored()).toEqual({
      name: 'Typed early',
      email: 'old@example.com',
      company: '',
      message: 'Old text',
    });
  });

  it('clears the draft at each successful send', async () => {
    const page = visit();
    await userEvent.type(field('company'), 'Acme');
    await act(async () => page.rerender({ sent: { status: 'sent' } }));
    expect(sessionStorage.getItem(CONTACT_DRAFT.key)).toBeNull();
    await userEvent.type(field('company'), ' again');
    expect(stored()).toMatchObject({ company: 'Acme again' });
    await act(async () => page.rerender({ sent: { status: 'sent' } }));
    expect(sessionStorage.getItem(CONTACT_DRAFT.key)).toBeNull();
  });

  it('without usable storage nothing breaks and it says the draft is not kept', async () => {
    // As with site data blocked: touching sessionStorage throws.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { onKept } = visit();
    await userEvent.type(field('name'), 'Ada');
    expect(field('name').value).toBe('Ada');
    expect(onKept).toHaveBeenLastCalledWith(false);
  });
});
