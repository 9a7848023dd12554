import type { ReactNode } from 'react';
import type { DataFacts } from '../../content/data-facts';
import { certifications, siteClaims } from '../../content/trust';
import { CONTRAST_AA, CONTRAST_CHECKED_PAGES } from '../../lib/contrast';
import { formatDate } from '../../lib/publications';
import { ExternalLink, ScrollTable } from '../publication/mdx-components';

/**
 * What the notices' Markdown (src/content/legal/*.mdx) writes as components:
 * the facts of src/content/data-facts.ts and src/content/trust.ts, rendered
 * where the prose names them, so the text cannot drift from the code. Made for
 * one set of facts: the page passes this build's, a test another set.
 */
export const factComponents = (facts: DataFacts) => {
  const { controller } = facts;

  const Email = ({ of }: { of: 'privacy' | 'security' | 'accessibility' }) => {
    const address = controller[`${of}Email`];
    return <a href={`mailto:${address}`}>{address}</a>;
  };

  return {
    Email,

    /** The business as registered, in a sentence. */
    Company: () => (
      <>
        {controller.registeredName}, registered in {controller.registration.register} under company number{' '}
        {controller.registration.number}, whose registered office is at {controller.registeredAddress}
      </>
    ),

    /** Whose law governs the terms. */
    Jurisdiction: () => <>{controller.jurisdiction}</>,

    /** Who the controller is, and how to reach them. */
    Controller: () => (
      <dl className="fact-list">
        <div>
          <dt>Controller</dt>
          <dd>{controller.registeredName}</dd>
        </div>
        <div>
          <dt>Registered in</dt>
          <dd>
            {controller.registration.register}, company number {controller.registration.number}
          </dd>
        </div>
        <div>
          <dt>Registered office</dt>
          <dd>{controller.registeredAddress}</dd>
        </div>
        <div>
          <dt>Data-protection contact</dt>
          <dd>
            <Email of="privacy" />
          </dd>
        </div>
      </dl>
    ),

    /** The contact form's fields, and why each is asked for. */
    FormFields: () => (
      <ScrollTable label="What the contact form asks for">
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {facts.formFields.map((field) => (
            <tr key={field.field}>
              <td>{field.label}</td>
              <td>{field.why}</td>
            </tr>
          ))}
          <tr>
            <td>{facts.sourceField.label}</td>
            <td>{facts.sourceField.why}</td>
          </tr>
        </tbody>
      </ScrollTable>
    ),

    /** What the stored record of a message holds about the visitor. */
    StoredRecord: () => (
      <ul>
        {Object.values(facts.storedColumns.submissions)
          .filter((column) => column.personal)
          .map((column) => (
            <li key={column.holds}>{column.holds}</li>
          ))}
      </ul>
    ),

    /** What the record of a booked call holds about the visitor. */
    StoredBooking: () => (
      <ul>
        {Object.values(facts.storedColumns.bookings)
          .filter((column) => column.personal)
          .map((column) => (
            <li key={column.holds}>{column.holds}</li>
          ))}
      </ul>
    ),

    /** How long each thing is kept: one line per retention rule (src/lib/retention.ts). */
    Retention: () => (
      <ul>
        {facts.retention.map((entry) => (
          <li key={entry.rule}>
            <strong>{entry.what}</strong>: {entry.kept}.{entry.note && ` ${entry.note}`}
          </li>
        ))}
      </ul>
    ),

    /** Its children, where the worker limits how often one address may send the form. */
    IfRateLimited: ({ children }: { children: ReactNode }) => (facts.rateLimit ? children : null),

    /** Its children, where the worker's requests are logged. */
    IfLogged: ({ children }: { children: ReactNode }) => (facts.logs ? children : null),

    /** How long the worker's logs are kept: "3 days on the Free plan and 7 days on paid plans". */
    LogRetention: () => <>{facts.logRetention}</>,

    /** What keeps the site and the form secure, as configured: "(a hidden field, rate limiting, logs)". */
    SecurityMeasures: () => {
      const measures = ["the form's hidden field", facts.rateLimit && 'rate limiting', facts.logs && 'logs'];
      return <>({measures.filter(Boolean).join(', ')})</>;
    },

    /** The theme a visitor who has chosen none sees. */
    DefaultTheme: () => <>{facts.defaultTheme}</>,

    /** Who receives the data: the processors. */
    Recipients: () => (
      <ScrollTable label="Companies that process data for us">
        <thead>
          <tr>
            <th scope="col">Company</th>
            <th scope="col">What it does for us</th>
            <th scope="col">Your data it receives</th>
            <th scope="col">Where</th>
          </tr>
        </thead>
        <tbody>
          {facts.recipients.map((recipient) => (
            <tr key={recipient.name}>
              <td>{recipient.name}</td>
              <td>{recipient.purpose}</td>
              <td>{recipient.data}</td>
              <td>{recipient.location}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    ),

    /** Transfers outside the UK and EEA, and what protects each. */
    Transfers: () => {
      const transferring = facts.recipients.filter((recipient) => recipient.transferSafeguard);
      if (transferring.length === 0)
        return <p>None of these companies processes your data outside the UK and EEA.</p>;
      return (
        <>
          <p>Some of these companies process data outside the UK and EEA:</p>
          <ul>
            {transferring.map((recipient) => (
              <li key={recipient.name}>
                <strong>{recipient.name}</strong>: protected by {recipient.transferSafeguard}.
              </li>
            ))}
          </ul>
        </>
      );
    },

    /** Every key the site keeps in the browser. */
    BrowserStorage: () => (
      <ScrollTable label="What this site keeps in your browser">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Where</th>
            <th scope="col">What it holds</th>
            <th scope="col">How long</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {facts.browserStorage.map((item) => (
            <tr key={item.key}>
              <td>
                <code>{item.key}</code>
              </td>
              <td>{STORAGE_NAMES[item.mechanism]}</td>
              <td>{item.holds}</td>
              <td>{item.kept}</td>
              <td>{item.why}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    ),

    /** The regulator, as a link. */
    Regulator: () => (
      <ExternalLink href={controller.regulator.href}>{controller.regulator.name}</ExternalLink>
    ),

    /** The trust centre's claims about the site itself, each checked by a test. */
    SiteClaims: () => (
      <dl className="fact-list">
        {siteClaims(facts).map((claim) => (
          <div key={claim.id} data-claim={claim.id}>
            <dt>{claim.title}</dt>
            <dd>
              {claim.text}
              {'list' in claim && (
                <ul>
                  {claim.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    ),

    /** What the automated accessibility tests check on every build (tests/e2e/). */
    AccessibilityTests: () => (
      <ul>
        {ACCESSIBILITY_TESTS.map((test) => (
          <li key={test}>{test}</li>
        ))}
      </ul>
    ),

    /** Certifications with their honest status. */
    Certifications: () => (
      <ScrollTable label="Certifications">
        <thead>
          <tr>
            <th scope="col">Standard</th>
            <th scope="col">Status</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {certifications.map((certification) => (
            <tr key={certification.name}>
              <td>{certification.name}</td>
              <td>
                {certification.status}, as of{' '}
                <time dateTime={certification.asOf}>{formatDate(certification.asOf)}</time>
              </td>
              <td>{certification.detail}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    ),
  };
};

/** The accessibility checks of the test suite, as the statement lists them (docs/testing.md: "What the tests enforce"). */
const ACCESSIBILITY_TESTS = [
  'axe-core checks every page against WCAG 2.2 A and AA in the dark theme (the eleven service pages share one template and differ in their words and their picture: one with each kind of picture is checked); a page of each kind in the light theme (the rules that depend on colour, the only difference between the themes) and on a phone-sized screen; and the menus, the FAQ answers and the contact dialog open.',
  `The contrast of every text colour against each surface it is shown on is computed in both themes, over the gradients too, on ${CONTRAST_CHECKED_PAGES.map((page) => page.kind).join(', ')}, and must reach ${CONTRAST_AA.normal}:1 (${CONTRAST_AA.large}:1 for large text).`,
  'A keyboard-only journey goes through the menus, the FAQ, the contact form and its dialog, and checks that focus is visible at every stop.',
  'Every page is checked without JavaScript: all its text is there and its links and form work.',
  'Every page is checked as valid HTML, and the main journeys run in the engines of Chrome, Firefox and Safari.',
];

const STORAGE_NAMES = {
  localStorage: 'Local storage',
  sessionStorage: 'Session storage (this tab)',
  history: 'Browser history',
} as const;
