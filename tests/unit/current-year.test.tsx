// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentYear } from '../../src/islands/current-year';

afterEach(() => {
  vi.useRealTimers();
});

describe('CurrentYear', () => {
  it("shows the visitor's year, not the year the HTML was built", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-02T10:00:00Z'));
    const { container } = render(<CurrentYear buildYear={2026} />);
    expect(container.textContent).toBe('2031');
  });
});
