import type { ReactNode } from 'react';
import { COUNT_OBJECTION_WORDS } from '../../content/count-objection';
import type { DataFacts } from '../../content/data-facts';
import { DATA_USES, LAWFUL_BASES, type LawfulBasis, usesOn } from '../../content/lawful-bases';
import { ASSISTIVE_TECHNOLOGY, TESTED_BROWSERS } from '../../content/legal/accessibility-testing';
import { legalPages } from '../../content/legal/pages';
import { site } from '../../content/site';
import { certifications, siteClaims } from '../../content/trust';
import { CountObjection } from '../../islands/count-objection';
import { CONTRAST_AA, CONTRAST_CHECKED_PAGES } from '../../lib/contrast';
import { listed } from '../../lib/listed';
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
        <div>
          <dt>Data protection officer</dt>
          <dd>
            {controller.dataProtectionOfficer ? (
              <>
                {controller.dataProtectionOfficer.name},{' '}
                <a href={`mailto:${controller.dataProtectionOfficer.email}`}>
                  {controller.dataProtectionOfficer.email}
                </a>
              </>
            ) : (
              'None: we have not appointed one. Questions about your data go to the data-protection contact above.'
            )}
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

    /**
     * What the rate limit counts, each apart: "messages, and apart from them how many bookings
     * and changes to a booking," (the limiter's keys, src/lib/rate-limit.ts).
     */
    RateLimitCounts: () => {
      const [first, ...others] = facts.rateLimitCounts;
      return (
        <>
          {first}
          {others.map((counted) => `, and apart from them how many ${counted}`)}
          {others.length > 0 && ','}
        </>
      );
    },

    /** Its children, where the worker's requests are logged. */
    IfLogged: ({ children }: { children: ReactNode }) => (facts.logs ? children : null),

    /** How long the worker's logs are kept: "3 days on the Free plan and 7 days on paid plans". */
    LogRetention: () => <>{facts.logRetention}</>,

    /** What keeps the site and the form secure, as configured: "(a hidden field, rate limiting, logs)". */
    SecurityMeasures: () => <>{securityMeasures(facts)}</>,

    /** Each use of a visitor's data and its lawful basis (src/content/lawful-bases.ts). */
    LawfulBases: () => (
      <ul>
        {DATA_USES.map((use) => (
          <li key={use.title}>
            <strong>{use.title}</strong>
            {use.measures && <> {securityMeasures(facts)}</>}:{' '}
            {(Object.keys(LAWFUL_BASES) as LawfulBasis[])
              .flatMap((basis) => {
                const reason = use.bases[basis];
                return reason ? [`${reason} (${LAWFUL_BASES[basis].article})`] : [];
              })
              .join(' and ')}
            .
          </li>
        ))}
      </ul>
    ),

    /** The uses that rest on a basis, in a sentence: "answering your enquiry, booking your call and …". */
    UsesOn: ({ basis }: { basis: LawfulBasis }) => <>{listed(usesOn(basis).map((use) => use.phrase))}</>,

    /** What an erasure of the site's records does not reach at once, and what we do about each. */
    ErasureLimits: () => (
      <ul>
        <li>
          <strong>Our inbox&rsquo;s copy</strong>: {site.providers.formEndpoint.name} received each message
          you sent and the news of each call you booked. We delete those copies in its own tools at the same
          time.
        </li>
        <li>
          <strong>Our calendar</strong>: {site.providers.calendarFeed.name} shows us the calls booked here,
          read from a private feed of this site. Once your call is erased the feed no longer holds it, and the
          calendar drops it at its next refresh; we delete it from our calendar ourselves rather than wait.
        </li>
        {facts.logs && (
          <li>
            <strong>Server logs</strong>: the record of your requests to our server, with your IP address,
            cannot be deleted request by request. Cloudflare deletes it after {facts.logRetention}.
          </li>
        )}
        <li>
          <strong>Backups</strong>: erased records stay in our database&rsquo;s restorable history (Cloudflare
          D1 Time Travel) for {facts.backupRetention}, then are gone. If we ever restore the database from it,
          we erase your data again before anything else.
        </li>
      </ul>
    ),

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
              <td>
                {item.holds}
                {'sent' in item && item.sent && <> Sent to us {item.sent}.</>}
              </td>
              <td>{item.kept}</td>
              <td>{item.why}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    ),

    /** What each audience counter is kept by (src/lib/audience.ts). */
    AudienceDimensions: () => (
      <ul>
        {facts.audience.dimensions.map((dimension) => (
          <li key={dimension.noun}>{dimension.said}</li>
        ))}
      </ul>
    ),

    /** How long the audience counters are kept: "25 months". */
    AudienceKept: () => <>{facts.audience.keptMonths} months</>,

    /** The control that stops this browser's views being counted. */
    CountObjection: () => <CountObjection words={COUNT_OBJECTION_WORDS} />,

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

    /** The browsers the tests drive on every build, and what each checks. */
    TestedBrowsers: () => (
      <ul>
        {TESTED_BROWSERS.map((tested) => (
          <li key={tested.browser}>
            <strong>{tested.browser}</strong> (the engine of {tested.engineOf}): {tested.checks}.
          </li>
        ))}
      </ul>
    ),

    /** The assistive technology the site was tried with by hand, or none yet; and what is planned. */
    AssistiveTechnology: () => {
      const { testedByHand, planned } = ASSISTIVE_TECHNOLOGY;
      return (
        <>
          {testedByHand.length === 0 ? (
            <p>
              None yet: nobody has tested the site by hand with a screen reader or other assistive technology.
              The automated tests check what these tools rely on (names, roles and focus), not how they read
              the pages out.
            </p>
          ) : (
            <>
              <p>We have tested the site by hand with:</p>
              <ul>
                {testedByHand.map((test) => (
                  <li key={test.setup}>
                    {test.setup}, on <time dateTime={test.date}>{formatDate(test.date)}</time>
                  </li>
                ))}
              </ul>
            </>
          )}
          {planned.length > 0 && (
            <>
              <p>Planned next:</p>
              <ul>
                {planned.map((setup) => (
                  <li key={setup}>{setup}</li>
                ))}
              </ul>
            </>
          )}
        </>
      );
    },

    /** When the accessibility statement was prepared and last reviewed (src/content/legal/pages.ts). */
    StatementDates: () => {
      const { prepared, reviewed } = legalPages.accessibility;
      return (
        <>
          This statement was prepared on <time dateTime={prepared}>{formatDate(prepared)}</time>. It was last
          reviewed on <time dateTime={reviewed}>{formatDate(reviewed)}</time>.
        </>
      );
    },

    /** The business's phone number, as a link. */
    Phone: () => <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>,

    /** Where to write by post: the registered office. */
    PostalAddress: () => (
      <>
        {controller.registeredName}, {controller.registeredAddress}
      </>
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

/** What keeps the site and its forms secure, as configured: "(each form's hidden field, rate limiting, logs)". */
const securityMeasures = (facts: DataFacts) => {
  const measures = ["each form's hidden field", facts.rateLimit && 'rate limiting', facts.logs && 'logs'];
  return `(${measures.filter(Boolean).join(', ')})`;
};

/** The accessibility checks of the test suite, as the statement lists them (docs/testing.md: "What the tests enforce"). */
const ACCESSIBILITY_TESTS = [
  'axe-core checks every page against WCAG 2.2 A and AA in the dark theme (the eleven service pages share one template and differ in their words and their picture: one with each kind of picture is checked); a page of each kind in the light theme (the rules that depend on colour, the only difference between the themes) and on a phone-sized screen; and the menus, the FAQ answers and the contact dialog open.',
  `The contrast of every text colour against each surface it is shown on is computed in both themes, over the gradients too, on ${CONTRAST_CHECKED_PAGES.map((page) => page.kind).join(', ')}, and must reach ${CONTRAST_AA.normal}:1 (${CONTRAST_AA.large}:1 for large text).`,
  'A keyboard-only journey goes through the menus, the FAQ, the contact form and its dialog, and checks that focus is visible at every stop.',
  'Every page is checked without JavaScript: all its text is there and its links and form work.',
  'Every page is checked as valid HTML.',
];

const STORAGE_NAMES = {
  localStorage: 'Local storage',
  sessionStorage: 'Session storage (this tab)',
  history: 'Browser history',
} as const;
