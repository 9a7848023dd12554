import { CalendarDays, Check, Globe, LoaderCircle, Mail, Phone, Send } from 'lucide';
import { Link } from 'waku';
import { availability } from '../content/availability';
import { booking } from '../content/booking';
import { contactPage } from '../content/contact';
import { retentionOf } from '../content/data-facts';
import { bookHref } from '../content/navigation';
import { site } from '../content/site';
import { siteDataFacts } from '../content/site-facts';
import { ContactForm } from '../islands/contact-form';
import { Icon } from '../layout/icon';
import { Seo } from '../layout/seo';

export default function ContactPage() {
  const { privacyNote } = contactPage;
  return (
    <>
      <Seo title={contactPage.seo.title} description={contactPage.seo.description} path="/contact" />
      <section className="page-intro contact" aria-labelledby="contact-title">
        <h1 id="contact-title">{contactPage.title}</h1>
        <p className="lead">{contactPage.intro}</p>
        <div className="card contact__book">
          <div>
            <h2 className="card__title">{booking.contactCard.title}</h2>
            <p>{booking.contactCard.text(availability.callMinutes)}</p>
          </div>
          <Link to={bookHref} className="button button--primary button--large">
            <Icon icon={CalendarDays} />
            {booking.contactCard.link}
          </Link>
        </div>
        <div className="contact__grid">
          <div className="contact__aside">
            <div className="card">
              <h2 className="card__title">{contactPage.infoTitle}</h2>
              <ul className="contact__info">
                <li>
                  <Icon icon={Mail} />
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
                <li>
                  <Icon icon={Phone} />
                  <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>
                </li>
                <li>
                  <Icon icon={Globe} />
                  <span>{site.location}</span>
                </li>
              </ul>
            </div>
            <div className="card">
              <h2 className="card__title">{contactPage.whyChooseTitle}</h2>
              <ul className="contact__why">
                {contactPage.whyChoose.map((item) => (
                  <li key={item}>
                    <Icon icon={Check} />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className="card contact__form-card">
            <h2 className="card__title">{contactPage.formTitle}</h2>
            <ContactForm
              icons={{
                send: <Icon icon={Send} />,
                sending: <Icon icon={LoaderCircle} className="spin" />,
              }}
              privacyNote={
                <>
                  {privacyNote.text(retentionOf(siteDataFacts, 'delivered-message').kept)} (see our{' '}
                  <Link to={privacyNote.link.href}>{privacyNote.link.label}</Link>
                  ). {privacyNote.confidential}
                </>
              }
            />
          </div>
        </div>
      </section>
    </>
  );
}

// Prerendered like every page. The worker still answers this address (wrangler.toml's
// run_worker_first): it writes the page the visitor came from into the form for a
// visit without JavaScript (src/server/contact/source-page.ts), and renders the
// answer to the form posted without JavaScript.
export const getConfig = async () => ({ render: 'static' }) as const;
