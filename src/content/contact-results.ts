/** The contact form's answers, shown in the result dialog or, without JavaScript, above the form. */
export const RESULT_TEXT = {
  sent: { title: 'Message Sent!', body: "Thank you! We'll get back to you within 24 hours." },
  failed: {
    title: 'Submission Failed',
    body: 'There was an error submitting your message. Please try again.',
  },
} as const;

export type ContactResult = keyof typeof RESULT_TEXT;

/** Quiet notes beside the contact form. */
export const FORM_NOTES = {
  /** Shown once the visitor's browser can keep a draft (JavaScript on, sessionStorage usable). */
  draftKept: 'Your message is kept in this tab until you send it.',
} as const;
