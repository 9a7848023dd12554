import { Link } from 'waku';
import { booking } from '../../content/booking';
import { contactPage } from '../../content/contact';
import { type DataFacts, retentionOf } from '../../content/data-facts';

/**
 * The booking form's note (beside its button, which it describes): what the
 * details are for, how long they are kept (these facts' retention of a booked
 * call: the build's, or a test's), the privacy notice, and the same
 * line on confidential client information as the contact form's, from the
 * one place each is written. The island (src/islands/booking-form.tsx) gets it
 * as a node rendered on the server.
 */
export function BookingPrivacyNote({ facts }: { facts: DataFacts }) {
  const { link, confidential } = contactPage.privacyNote;
  return (
    <>
      {booking.privacyNote(retentionOf(facts, 'booked-call').kept)} (see our{' '}
      <Link to={link.href}>{link.label}</Link>). {confidential}
    </>
  );
}
