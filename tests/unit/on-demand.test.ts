import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../src/lib/on-demand';

describe('onDemand', () => {
  it('imports once, however often it is asked, and keeps what arrived', async () => {
    const importer = vi.fn(async () => 'module');
    const code = onDemand(importer);
    expect(code.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe('module');
    expect(second).toBe('module');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('module');
  });

  it('tries again after a failed import', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const code = onDemand(importer);
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
