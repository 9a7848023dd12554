import type { SlotRefusal } from '../lib/slot-refusal';

/** The words of booking a call: /book, its answers, the private link's page and the calendar file. */
export const booking = {
  seo: {
    title: 'Book a Call',
    description:
      'Choose a time for a 30-minute call with a specialist: no account, no third-party scheduler, a calendar file and a private link to cancel or move it.',
  },
  title: 'Book a Call',
  intro:
    'Choose a day and a time, tell us who you are, and the call is yours: a specialist reads what it is about first.',
  /** On /contact, before the message form: the way to a time. */
  contactCard: {
    title: 'Book a call',
    text: (minutes: number) =>
      `Pick a ${minutes}-minute slot in our calendar now, with no back and forth by email.`,
    link: 'Choose a time',
  },
  daysTitle: 'Choose a day',
  timesCount: (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`,
  timesTitle: (day: string) => `Choose a time on ${day}`,
  /** Under the times: whose clock they are on (the visitor's own is added beside each once the page's script runs). */
  clockNote: (place: string, offset: string) => `Times are ${place} time (${offset}).`,
  topicLabel: 'What would you like to discuss?',
  /** How the firm's clock is named beside a time. */
  firmClock: (place: string) => `${place} time`,
  yourClock: 'your time',
  /**
   * Beside the confirm button: what the details are used for and how long they
   * are kept (UK GDPR Art. 13), as the call is booked. `kept`: how long a
   * booked call is kept, in the retention rule's words (src/content/data-facts.ts).
   * src/sections/booking/privacy-note.tsx adds the privacy notice's link and
   * the contact form's line on confidential information.
   */
  privacyNote: (kept: string) =>
    `We use your details to hold and prepare this call, and the page you came from to learn which of our services interest people. Your booking is ${kept}`,
  confirm: 'Confirm booking',
  confirming: 'Booking…',
  noTimes: {
    title: 'No times to offer just now',
    text: 'We cannot show free times just now. Send us a message instead and we will find one with you.',
    link: 'Send us a message',
  },
  answers: {
    nearestTitle: 'Choose one of the nearest free times',
    invalid: 'Please check the highlighted fields: nothing was booked yet.',
    chooseTime: 'Please choose a time.',
    /** Why a time asked for cannot be had (src/lib/slot-refusal.ts), above the nearest free times. */
    refused: {
      taken:
        'Someone booked that time a moment ago. These are the nearest free times; your details are kept.',
      full: 'That day is full. These are the nearest free times; your details are kept.',
      passed: 'That time cannot be booked any more. These are the nearest free times; your details are kept.',
      'not-offered': 'That time is not offered. These are the nearest free times; your details are kept.',
    } satisfies Record<SlotRefusal, string>,
    tooMany: (calls: number) =>
      `This email address already holds ${calls} upcoming calls, the most we book for one person. Cancel one with its private link, or send us a message.`,
    failed:
      'We could not book the call just now, and nothing was booked. Your details are kept: please try again, or send us a message.',
    rateLimited: 'You have tried several times in the last minute. Please wait a minute and try again.',
  },
  booked: {
    title: 'Your call is booked',
    text: 'A specialist will call you at this time. Keep the private link: it is the only way to cancel or move the call, and we do not send it again.',
    calendar: 'Add to calendar (.ics)',
    manage: 'Cancel or move this call',
  },
  /** The private link's page. */
  manage: {
    seo: { title: 'Your Call', description: 'A call booked with us.' },
    title: 'Your call',
    status: {
      confirmed: 'This call is booked.',
      cancelled: 'This call was cancelled: its time is free again.',
      past: 'This call has taken place.',
    },
    closed: 'This call can no longer be changed: it was cancelled, or it has started.',
    cancel: 'Cancel this call',
    cancelling: 'Cancelling…',
    cancelled: 'Your call is cancelled, and its time is free again. Thank you for letting us know.',
    bookAgain: 'Book another time',
    moveTitle: 'Move it to another time',
    moveDays: 'Other days',
    move: 'Move to this time',
    moving: 'Moving…',
    moved:
      'Your call is moved. The calendar file below has the new time: open it again to update your calendar.',
    /** The call changed after this page showed it (in another tab, say): shown as it is now. */
    changedMeanwhile:
      'This call was changed a moment ago, perhaps in another tab or window. Here it is as it stands now; the time you chose is still selected below.',
    cancelledMeanwhile:
      'This call was cancelled a moment ago, perhaps in another tab or window: its time is free again.',
    sameTime: 'Your call is already at that time: nothing was changed.',
    notFound: 'This link opens no booked call. Check that it was copied whole, or send us a message.',
    unavailable: 'We cannot look up the call just now. Please try again in a minute.',
  },
  /** The operator's calendar feed (/calendar/<secret>.ics). */
  feed: {
    name: (firm: string) => `${firm}: booked calls`,
    summary: (name: string, company: string) => `Call: ${name}${company ? `, ${company}` : ''}`,
    description: (call: { email: string; topic: string; timeZone: string }) =>
      [`Email: ${call.email}`, `Their time zone: ${call.timeZone}`, call.topic && `About: ${call.topic}`]
        .filter(Boolean)
        .join('\n'),
  },
  /** In the calendar file. */
  event: {
    summary: (firm: string) => `Call with ${firm}`,
    description: (link: string) => `To cancel or move this call: ${link}`,
  },
} as const;
