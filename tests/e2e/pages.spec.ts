import type { Locator, Page } from '@playwright/test';
import { home } from '../../src/content/home';
import { services } from '../../src/content/services';
import { serviceSectionIds } from '../../src/content/types';
import { expect, test, waitForHydration } from './fixtures';
import { finalStats } from './page-words';
import { published } from './publication-routes';

/** A service page's proof: its newest case studies, then its newest insights, three at most. */
const proofOf = (href: string) =>
  [
    ...published.filter((piece) => piece.kind === 'case-study'),
    ...published.filter((piece) => piece.kind === 'insight'),
  ]
    .filter((piece) => piece.services.includes(href))
    .slice(0, 3);

const sectionOrder = (page: Page) =>
  page
    .locator('main [data-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
const section = (page: Page, id: string) => page.locator(`main [data-section="${id}"]`);
const cards = (scope: Locator) => scope.locator('.card');
/** The figure a visitor sees in a statistic (the visually hidden copy is for screen readers). */
const shownStats = (page: Page) =>
  section(page, 'impact')
    .locator('.impact__stat')
    .evaluateAll((nodes) =>
      nodes.map((node) => (node.querySelector('[aria-hidden="true"]') ?? node).textContent?.trim()),
    );

test.describe('home page', () => {
  test('shows its seven sections in order, the latest insights before the last, with the spec’s texts and links', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await sectionOrder(page)).toEqual([
      'hero',
      'solutions',
      'how-we-work',
      'why-choose',
      'mission',
      'deployment',
      'latest-insights',
      'contact-us',
    ]);
    const latest = section(page, 'latest-insights');
    await expect(latest.locator('.publication-card h3')).toHaveText(
      published
        .filter((piece) => piece.kind === 'insight')
        .slice(0, 3)
        .map((piece) => piece.title),
    );
    await expect(latest.getByRole('link', { name: 'All insights' })).toHaveAttribute('href', '/insights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Transform Your Business with AI-Powered Solutions',
    );
    await expect(section(page, 'hero').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const solutions = section(page, 'solutions');
    await expect(solutions.getByRole('heading', { level: 2 })).toHaveText('Our AI Solutions');
    const learnMore = solutions.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(10);
    expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/ai-services/private-ai-legal-assistant',
      '/ai-services/llm-fine-tuning',
      '/ai-services/ai-agents/receptionist',
      '/ai-services/ai-agents/personal-assistant',
      '/ai-services/ai-agents/customer-support',
      '/integrations/custom-api-implementation',
      '/integrations/software-integration',
      '/integrations/workflow-automation',
      '/development/app',
      '/development/no-code',
    ]);

    const steps = section(page, 'how-we-work').locator('.timeline__step h3');
    await expect(steps).toHaveText(home.howWeWork.steps.map((step) => step.title));
    await expect(cards(section(page, 'why-choose')).locator('h3')).toHaveText(
      home.whyChoose.cards.map((card) => card.title),
    );
    await expect(section(page, 'why-choose').getByRole('heading', { level: 2 })).toHaveText(
      'Why Choose Lexaris AI',
    );
    await expect(section(page, 'mission').getByRole('heading', { level: 2 })).toHaveText(
      'Our Mission & Vision',
    );
    await expect(cards(section(page, 'deployment')).locator('h3')).toHaveText([
      'Cloud',
      'On-Premise',
      'Hybrid',
      'Private Cloud / VPC',
    ]);
    const closing = section(page, 'contact-us');
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(closing.getByRole('listitem')).toHaveText([
      'Free Consultation',
      'Custom Solutions',
      '24/7 Support',
    ]);
  });

  test('a Learn More link opens its service page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Learn More about Receptionist Agent' }).click();
    await expect(page).toHaveURL('/ai-services/ai-agents/receptionist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Receptionist');
  });

  test('the How We Work steps animate in as they scroll into view, once', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const step = section(page, 'how-we-work').locator('[data-reveal]').first();
    await expect.poll(() => step.evaluate((node) => getComputedStyle(node).opacity)).toBe('0');
    await step.scrollIntoViewIfNeeded();
    await expect.poll(() => step.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await step.scrollIntoViewIfNeeded();
    expect(await step.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
  });
});

/** A service page's ten sections in order, with the spec's counts, and its proof before the FAQ. */
const expectServicePage = async (page: Page, service: (typeof services)[number]) => {
  const pieces = proofOf(service.href);
  await page.goto(service.href);
  expect(await sectionOrder(page), service.href).toEqual(
    serviceSectionIds.filter((id) => id !== 'proof' || pieces.length > 0),
  );
  if (pieces.length > 0) {
    const linked = await section(page, 'proof')
      .locator('.publication-card h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(linked).toEqual(pieces.map((piece) => piece.href));
  }

  const hero = section(page, 'hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(service.hero.title);
  await expect(hero.locator('svg').first()).toHaveAttribute('aria-hidden', 'true');
  await expect(hero.getByRole('link', { name: service.hero.ctaLabel })).toHaveAttribute('href', '/contact');

  await expect(cards(section(page, 'problems'))).toHaveCount(3);
  await expect(cards(section(page, 'impact'))).toHaveCount(3);
  await expect(cards(section(page, 'solutions'))).toHaveCount(3);
  const approach = section(page, 'approach');
  await expect(approach.getByRole('heading', { level: 2 })).toHaveText('Our Approach');
  await expect(approach.locator('.timeline__step')).toHaveCount(3);
  const whyUs = section(page, 'why-us');
  await expect(whyUs.getByRole('heading', { level: 2 })).toHaveText('Why Choose Us?');
  await expect(cards(whyUs)).toHaveCount(6);
  await expect(cards(section(page, 'use-cases'))).toHaveCount(3);

  const faq = section(page, 'faq');
  await expect(faq.locator('.faq__trigger')).toHaveText(service.faqs.map((item) => item.question));
  await expect(faq.locator('aside')).toContainText('Still have any other questions?');
  await expect(faq.locator('aside')).toContainText('Book a call and speak to our team.');
  await expect(faq.getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/contact');

  const cta = section(page, 'cta');
  await expect(cta.getByRole('heading', { level: 2 })).toHaveText(service.cta.title);
  await expect(cta.getByRole('link', { name: service.cta.label })).toHaveAttribute('href', '/contact');

  const start = section(page, 'getting-started');
  await expect(start.getByRole('heading', { level: 2 })).toHaveText('Getting started is straightforward');
  await expect(start.locator('h3')).toHaveText([
    'Book a call',
    'Work with our experts',
    'Launch with support',
  ]);
  await expect(start.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/contact');
};

// The ten sections are the server's HTML (hydration keeps it: page-load.spec.ts), so they
// are read with JavaScript off: the services a group at a time, one visit after another.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const halfOfServices = Math.ceil(services.length / 2);
  for (const [which, group] of [
    ['the first services', services.slice(0, halfOfServices)],
    ['the other services', services.slice(halfOfServices)],
  ] as const) {
    test(`${which} show the ten sections in order with the spec's counts, and their proof before the FAQ`, async ({
      page,
    }) => {
      test.setTimeout(10_000 * group.length);
      for (const service of group) await expectServicePage(page, service);
    });
  }
});

test('statistics count up from zero when half visible and end exactly on the target', async ({ page }) => {
  const service = services[0];
  if (!service) throw new Error('no services');
  await page.goto(service.href);
  await waitForHydration(page);
  const targets = finalStats(service);
  // Below the fold, the figures wait at zero.
  await expect
    .poll(() => shownStats(page))
    .toEqual(targets.map((target) => (target === '24/7' ? target : `0%`)));
  await section(page, 'impact').locator('.impact__stat').first().scrollIntoViewIfNeeded();
  await page.evaluate(() =>
    document.querySelector('[data-section="impact"] .card-grid')?.scrollIntoView({ block: 'center' }),
  );
  const seen = new Set<string>();
  await expect
    .poll(async () => {
      const shown = await shownStats(page);
      for (const value of shown) seen.add(value ?? '');
      return shown;
    })
    .toEqual(targets);
  // Some intermediate value was on screen, below the target.
  const intermediates = [...seen].filter((value) => !targets.includes(value) && value !== '0%');
  expect(intermediates.length).toBeGreaterThan(0);
  // Screen readers only ever get the final figures.
  expect(await section(page, 'impact').locator('.impact__stat .visually-hidden').allTextContents()).toEqual(
    targets.filter((target) => target !== '24/7'),
  );
});

test.describe('FAQ accordion', () => {
  test('one question open at a time, collapsible, arrow keys, Home and End between questions', async ({
    page,
  }) => {
    const service = services[1];
    if (!service) throw new Error('no services');
    await page.goto(service.href);
    await waitForHydration(page);
    const triggers = section(page, 'faq').locator('.faq__trigger');
    const answer = (index: number) => section(page, 'faq').locator('.faq__answer').nth(index);
    const item = (index: number) => section(page, 'faq').locator('.faq__item').nth(index);

    await expect(answer(0)).toBeHidden();
    await triggers.nth(0).click();
    await expect(item(0)).toHaveAttribute('open', '');
    await expect(answer(0)).toBeVisible();
    await expect(answer(0)).toHaveText(service.faqs[0]?.answer ?? '');

    await triggers.nth(2).click();
    await expect(answer(2)).toBeVisible();
    await expect(answer(0)).toBeHidden();

    await triggers.nth(2).click();
    await expect(answer(2)).toBeHidden();
    await expect(item(2)).not.toHaveAttribute('open');

    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(answer(0)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer(0)).toBeHidden();
  });
});

test.describe('with reduced motion', () => {
  test('nothing waits on an animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const service = services[2];
    if (!service) throw new Error('no services');
    await page.goto(service.href);
    await waitForHydration(page);
    expect(await shownStats(page)).toEqual(finalStats(service));
    await section(page, 'getting-started').scrollIntoViewIfNeeded();
    const opacities = await page
      .locator('[data-reveal]')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
    expect(opacities).toEqual(['1', '1', '1']);
    expect(await shownStats(page)).toEqual(finalStats(service));
  });
});
