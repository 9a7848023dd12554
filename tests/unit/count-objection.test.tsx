// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_OBJECTION_WORDS as WORDS } from '../../src/content/count-objection';
import { CountObjection } from '../../src/islands/count-objection';
import { COUNT_OBJECTION } from '../../src/lib/browser-storage';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the objection to being counted', () => {
  it('says on the server what is true in any browser, and offers the button CSS hides without JavaScript', () => {
    const html = renderToString(<CountObjection words={WORDS} />);
    expect(html).toContain(WORDS.unknown);
    expect(html).toContain(WORDS.withoutScript);
    expect(html).toContain('aria-pressed="false"');
  });

  it('once hydrated, says this browser is counted; pressed, keeps the objection the views are read against', async () => {
    render(<CountObjection words={WORDS} />);
    expect(await screen.findByText(WORDS.counted)).toBeTruthy();
    const button = screen.getByRole('button', { name: WORDS.object });
    await userEvent.click(button);
    expect(localStorage.getItem(COUNT_OBJECTION.key)).toBe('1');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(WORDS.objected);
    await userEvent.click(button);
    expect(localStorage.getItem(COUNT_OBJECTION.key)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(WORDS.counted);
  });

  it('where the browser itself objects (Global Privacy Control), says so and offers nothing to overrule it', async () => {
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    render(<CountObjection words={WORDS} />);
    expect(await screen.findByText(WORDS.browser)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
