'use client';

import { lazy, type ReactNode, Suspense, useActionState, useEffect, useRef, useState } from 'react';
import { FORM_NOTES, RESULT_TEXT } from '../content/contact-results';
import { CONTACT_DRAFT, webStorage } from '../lib/browser-storage';
import {
  type ContactField,
  emptyValues,
  FORM_NAME,
  fieldValues,
  HONEYPOT_FIELD,
  LIMITS,
} from '../lib/contact-fields';
import { countGoal } from '../lib/count-views';
import { onDemand } from '../lib/on-demand';
import { previousPagePath, SOURCE_FIELD } from '../lib/source-path';
import { type ContactState, submitContact } from '../server/contact/action';
import { useHydrated } from './use-hydrated';

// The result dialog (Radix Dialog, focus trap, scroll lock) is fetched once the
// visitor starts on the form, long before an answer can need it.
const resultDialog = onDemand(() => import('./contact-result-dialog'));
const ResultDialog = lazy(resultDialog.load);
// The draft keeper (jotai, sessionStorage) comes when the visitor first reaches
// for the form, or at once when this tab holds a draft to bring back.
const draftKeeper = onDemand(() => import('./contact-draft'));
const DraftKeeper = lazy(draftKeeper.load);
/** Whether this tab holds a draft to bring back. */
const draftWaiting = () => webStorage(CONTACT_DRAFT).read() !== null;

const FIELDS: readonly {
  name: ContactField;
  label: string;
  placeholder: string;
  type?: 'email';
  required: boolean;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Full Name', placeholder: 'Your name', required: true, autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email Address',
    placeholder: 'Your email',
    type: 'email',
    required: true,
    autoComplete: 'email',
  },
  {
    name: 'company',
    label: 'Company',
    placeholder: 'Your company',
    required: false,
    autoComplete: 'organization',
  },
];

/**
 * The "Send us a Message" form. It posts to the worker's server action; with
 * JavaScript the answer opens a dialog, without it the returned page shows the
 * same answer above the form. On failure every field keeps what was typed.
 */
export function ContactForm({
  icons,
  privacyNote,
}: {
  icons: { send: ReactNode; sending: ReactNode };
  /** How the message is used, with a link to the privacy notice: shown beside the button, read with it. */
  privacyNote: ReactNode;
}) {
  const [state, formAction, pending] = useActionState<ContactState, FormData>(
    submitContact,
    { status: 'idle' },
    '/contact',
  );
  const hydrated = useHydrated();
  const [dialogOpen, setDialogOpen] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [draftAsked, setDraftAsked] = useState(false);
  const [draftKept, setDraftKept] = useState(false);
  const answered = state.status === 'invalid' || state.status === 'failed' ? state : undefined;
  const values = answered?.values ?? emptyValues;
  // The page the visitor came from, stored with the lead (src/lib/source-path.ts). Without
  // JavaScript the worker writes it into the page (src/server/contact/source-page.ts); with
  // it, the browser's history knows, after a full load or the router's navigation alike.
  const [previousPage, setPreviousPage] = useState<string | null>(null);
  useEffect(() => setPreviousPage(previousPagePath()), []);
  // Kept through a correction or a resend: the answer's page was requested from /contact itself.
  const cameFrom = answered ? answered.source : previousPage;
  const errors = state.status === 'invalid' ? state.errors : {};
  const result = state.status === 'sent' || state.status === 'failed' ? state.status : undefined;

  // Back on the form through the router, with the keeper's code already here and a draft to
  // bring back: the keeper comes with the form's first render and fills it before the first
  // paint. (Never while hydrating: the server rendered no keeper.)
  const keepDraft = draftAsked || (hydrated && draftKeeper.loaded() !== undefined && draftWaiting());

  useEffect(() => {
    // A draft to bring back, or text typed before the code arrived: keep it now.
    const typed = formRef.current && Object.values(fieldValues(formRef.current)).some(Boolean);
    if (typed || draftWaiting()) setDraftAsked(true);
  }, []);

  useEffect(() => {
    if (state.status === 'sent' || state.status === 'failed') setDialogOpen(true);
    if (state.status === 'sent') countGoal('lead');
    if (state.status === 'failed') console.error('Contact form submission failed', state.reason ?? '');
  }, [state]);

  return (
    <>
      {result && !hydrated && (
        <div className={`form-result form-result--${result}`} role={result === 'sent' ? 'status' : 'alert'}>
          <h3>{RESULT_TEXT[result].title}</h3>
          <p>{RESULT_TEXT[result].body}</p>
          {state.status === 'failed' && state.reason && <p>{state.reason}</p>}
        </div>
      )}
      <form
        ref={formRef}
        action={formAction}
        className="contact-form"
        onFocus={() => {
          resultDialog.load();
          setDraftAsked(true);
        }}
        onPointerOver={resultDialog.load}
        noValidate={false}
        aria-describedby="contact-form-note"
      >
        <input type="hidden" name="form-name" value={FORM_NAME} />
        <input type="hidden" name={SOURCE_FIELD} value={cameFrom ?? ''} />
        <p id="contact-form-note" className="contact-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">required</span> are required.
        </p>
        {FIELDS.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={`contact-${field.name}`}>
              {field.label}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={`contact-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              placeholder={field.placeholder}
              required={field.required}
              maxLength={LIMITS[field.name]}
              autoComplete={field.autoComplete}
              defaultValue={values[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `contact-${field.name}-error` : undefined}
            />
            {errors[field.name] && (
              <p id={`contact-${field.name}-error`} className="field__error">
                {errors[field.name]}
              </p>
            )}
          </div>
        ))}
        <div className="field">
          <label htmlFor="contact-message">
            Message<span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            placeholder="Tell us about your project..."
            required
            maxLength={LIMITS.message}
            defaultValue={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
          />
          {errors.message && (
            <p id="contact-message-error" className="field__error">
              {errors.message}
            </p>
          )}
        </div>
        {/* A trap for bots: hidden from people and from assistive technology. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="contact-form__draft">{draftKept && FORM_NOTES.draftKept}</p>
        <p id="contact-privacy-note" className="contact-form__privacy">
          {privacyNote}
        </p>
        <button
          ref={submitRef}
          type="submit"
          aria-describedby="contact-privacy-note"
          className="button button--primary button--large"
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? <>{icons.sending} Sending…</> : <>{icons.send} Send Message</>}
        </button>
      </form>
      {keepDraft && (
        <Suspense>
          <DraftKeeper
            form={formRef}
            sent={state.status === 'sent' ? state : undefined}
            onKept={setDraftKept}
          />
        </Suspense>
      )}
      {result && (
        <Suspense>
          <ResultDialog
            result={result}
            reason={state.status === 'failed' ? state.reason : undefined}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            returnFocusTo={submitRef}
          />
        </Suspense>
      )}
    </>
  );
}
