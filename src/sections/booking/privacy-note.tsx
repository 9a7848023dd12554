import { Link } from 'waku';
import { booking } from '../../content/booking';
import { contactPage } from '../../content/contact';

/**
 * The booking form's note (beside its button, which it describes): what the
 * details are for, how long they are kept, the privacy notice, and the same
 * line on confidential client information as the contact form's, from the
 * one place each is written. The island (src/islands/booking-form.tsx) gets it
 * as a node rendered on the server.
 */
export function BookingPrivacyNote({ retentionDays }: { retentionDays: number | null }) {
  const { link, confidential } = contactPage.privacyNote;
  return (
    <>
      {booking.privacyNote(retentionDays)} (see our <Link to={link.href}>{link.label}</Link>). {confidential}
    </>
  );
}
