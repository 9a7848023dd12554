import { routePerTemplateAndScene } from '../e2e/heroes';
import { expect, inEachEngine, test } from './fixtures';

// A route of each template and kind of hero scene with JavaScript (every route:
// the Chromium projects' fixture): it hydrates, and the engine reports no error for
// it (the fixture's check, route by route). Soft checks: one run names every route that fails.

inEachEngine(() => {
  test('with JavaScript, a route of each template and scene hydrates with no page error and no console error', async ({
    engine,
  }) => {
    test.setTimeout(60_000);
    for (const route of routePerTemplateAndScene) {
      await engine.open(route);
      await engine.waitForHydration();
      expect.soft(await engine.takeErrors(), `errors ${engine.name} reported on ${route}`).toEqual([]);
    }
  });
});
