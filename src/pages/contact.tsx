import { site } from '../content/site';
import { Seo } from '../layout/seo';

export default function ContactPage() {
  return (
    <>
      <Seo
        path="/contact"
        title="Contact us"
        description={`Speak to the ${site.name} team about private AI, agents, integrations and development.`}
      />
      <section className="page-intro">
        <h1>Speak to our team</h1>
        <ul className="contact-list">
          <li>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
          <li>
            <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>
          </li>
          <li>{site.location}</li>
        </ul>
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
