import { describe, expect, it } from 'vitest';
import { home } from '../../src/content/home';
import { navigation, serviceEntries } from '../../src/content/navigation';
import { services } from '../../src/content/services';
import { parseStat } from '../../src/sections/impact-stats';

describe('service content', () => {
  it('has one content file for every navigation entry, and no other', () => {
    expect(services.map((s) => s.href).sort()).toEqual(serviceEntries.map((e) => e.href).sort());
    expect(services).toHaveLength(11);
  });

  it.each(services.map((s) => [s.href, s] as const))('%s has the counts of spec section 9', (_, service) => {
    expect(service.problems.items).toHaveLength(3);
    expect(service.impact.items).toHaveLength(3);
    expect(service.solutions.items).toHaveLength(3);
    expect(service.approach.steps).toHaveLength(3);
    expect(service.whyUs.items).toHaveLength(6);
    expect(service.faqs).toHaveLength(4);
  });

  it('never repeats a title, subtitle, SEO text or FAQ across pages', () => {
    const texts = services.flatMap((s) => [
      s.seo.title,
      s.seo.description,
      s.hero.title,
      s.hero.subtitle,
      s.problems.title,
      s.impact.subtitle,
      s.cta.title,
      ...s.faqs.map((faq) => faq.question + faq.answer),
      ...s.problems.items.map((item) => item.description),
      ...s.solutions.items.map((item) => item.description),
      ...s.whyUs.items.map((item) => item.description),
    ]);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('keeps the business constants: deployment under two weeks, agents 4 to 8 weeks, MVPs 6 to 16 weeks', () => {
    const all = JSON.stringify(services);
    expect(all).not.toMatch(/\b(lorem|ipsum|TODO)\b/i);
    for (const match of all.matchAll(/(\d+) to (\d+) weeks/g)) {
      expect(['4 to 8', '6 to 16']).toContain(`${match[1]} to ${match[2]}`);
    }
  });

  it('uses only percentages, plain numbers or "24/7" as statistics', () => {
    for (const item of services.flatMap((s) => s.impact.items)) {
      const stat = parseStat(item);
      if ('text' in stat) expect(stat.text).toBe('24/7');
      else expect(stat.target).toBeGreaterThan(0);
    }
  });
});

describe('parseStat', () => {
  it('counts numbers with a % suffix by default and shows text as it is', () => {
    expect(parseStat({ headingOne: '', stat: 75, description: '' })).toEqual({ target: 75, suffix: '%' });
    expect(parseStat({ headingOne: '', stat: 70, suffix: '', description: '' })).toEqual({
      target: 70,
      suffix: '',
    });
    expect(parseStat({ headingOne: '', stat: '24/7', description: '' })).toEqual({ text: '24/7' });
  });
});

describe('home content', () => {
  it('links its ten service cards to service routes of the navigation', () => {
    const hrefs = new Set(navigation.flatMap((group) => group.entries.map((entry) => entry.href)));
    expect(home.solutions.cards).toHaveLength(10);
    for (const card of home.solutions.cards) {
      expect(card.link?.label).toBe('Learn More');
      expect(hrefs.has(card.link?.href ?? '')).toBe(true);
    }
  });

  it('has the five steps, six reasons and four deployment options of the spec', () => {
    expect(home.howWeWork.steps.map((step) => step.title)).toEqual([
      'Discovery & Consultation',
      'Strategy & Planning',
      'Implementation & Deployment',
      'Testing & Optimization',
      'Support & Continuous Improvement',
    ]);
    expect(home.whyChoose.cards.map((card) => card.title)).toEqual([
      'AI Expertise',
      'Enterprise Security',
      'Rapid Deployment',
      'Competitive Pricing',
      'Full Customization',
      '24/7 Support',
    ]);
    expect(home.deployment.cards.map((card) => card.title)).toEqual([
      'Cloud',
      'On-Premise',
      'Hybrid',
      'Private Cloud / VPC',
    ]);
    expect(home.contact.ticks).toEqual(['Free Consultation', 'Custom Solutions', '24/7 Support']);
  });
});
