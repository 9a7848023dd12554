import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '../../src/islands/theme-toggle';

const renderToggles = () =>
  render(
    <Provider store={createStore()}>
      <ThemeToggle>icon</ThemeToggle>
      <ThemeToggle>icon</ThemeToggle>
    </Provider>,
  );

describe('ThemeToggle', () => {
  it('starts dark, toggles, saves under "theme" and restyles <html>', async () => {
    renderToggles();
    const [first, second] = screen.getAllByRole('button');
    expect(first?.getAttribute('aria-label')).toBe('Switch to light theme');

    await userEvent.click(first as HTMLElement);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    // Every toggle on the page shares the state.
    expect(second?.getAttribute('aria-label')).toBe('Switch to dark theme');

    await userEvent.click(second as HTMLElement);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('picks up the saved theme once mounted', async () => {
    localStorage.setItem('theme', 'light');
    renderToggles();
    expect(await screen.findAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(2);
  });

  it('follows a change made in another tab', async () => {
    renderToggles();
    await act(async () => {
      localStorage.setItem('theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    });
    expect(screen.getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(2);
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});
