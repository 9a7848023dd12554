import { LIMITS } from '../lib/contact-fields';
import type { RefusalReason } from '../lib/request-rules';
import { contactHref } from './navigation';
import { site } from './site';

/** Why the worker refused a request after it was read (src/server/request-policy.ts). */
export type AnswerReason =
  | RefusalReason
  | 'cross-site'
  | 'too-large'
  | 'not-understood'
  | 'server-error'
  | 'password-needed';

export type RefusalText = {
  title: string;
  text: string;
  /** Where the page's main button goes; the home page when not given. */
  next?: { label: string; href: string };
};

/** Where a page that could not give the visitor what they asked for sends them: also the 404 page's buttons. */
export const waysBack = {
  home: { label: 'Go to the home page', href: '/' },
  contact: { label: 'Contact our team', href: contactHref },
  form: { label: 'Back to the contact form', href: contactHref },
} as const;

const backToForm = waysBack.form;

/**
 * The words of every refusal: a page in the site's look for browsers, the
 * first line alone for RSC paths. Short, and never a framework's message.
 */
export const refusals: Record<AnswerReason, RefusalText> = {
  'undecodable-path': {
    title: 'Address not understood',
    text: 'This web address contains characters that cannot be read. Please check the link, or start again from the home page.',
  },
  'unknown-method': {
    title: 'Request not supported',
    text: 'This website does not support that kind of request. Pages can be viewed, and the contact form sent.',
  },
  'method-not-allowed': {
    title: 'Request not allowed here',
    text: 'This address can be viewed but does not accept that kind of request.',
  },
  'unknown-framework-path': {
    title: 'Not found',
    text: 'There is nothing at this address.',
  },
  'length-required': {
    title: 'Length required',
    text: 'The request did not say how large it is, so it was not read.',
    next: backToForm,
  },
  'unsupported-type': {
    title: 'Unsupported form',
    text: 'This address only accepts the website’s own contact form.',
    next: backToForm,
  },
  'cross-site': {
    title: 'Sent from another website',
    text: 'This form only accepts messages sent from this website. Please open our contact page and send your message there.',
    next: backToForm,
  },
  'too-large': {
    title: 'Message too large',
    text: `Messages can be up to ${LIMITS.message.toLocaleString('en-GB')} characters. Please shorten yours and send it again.`,
    next: backToForm,
  },
  'not-understood': {
    title: 'Message not understood',
    text: 'The form data could not be read. Please go back and send the form again.',
    next: backToForm,
  },
  // The operator's audience figures (/stats), asked for without their password or with another.
  'password-needed': {
    title: 'Password needed',
    text: 'These figures are for the people who run this website. Sign in with the dashboard’s password: any user name is accepted.',
  },
  'server-error': {
    title: 'Something went wrong',
    text: `This page could not be shown just now. Please try again in a moment; if it keeps happening, email us at ${site.email}.`,
  },
};
