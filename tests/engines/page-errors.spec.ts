import { routes } from '../e2e/routes';
import { expect, inEachEngine, test } from './fixtures';

// Every route with JavaScript: it hydrates, and the engine reports no error for
// it (the fixture's check, route by route). Soft checks: one run names every route that fails.

inEachEngine(() => {
  test('with JavaScript, every route hydrates with no page error and no console error', async ({
    engine,
  }) => {
    test.setTimeout(60_000);
    for (const route of routes) {
      await engine.open(route);
      await engine.waitForHydration();
      expect.soft(await engine.takeErrors(), `errors ${engine.name} reported on ${route}`).toEqual([]);
    }
  });
});
