/**
 * The one way this site loads code later than the page: a module a visit may
 * not need is imported the first time something asks for it, once; a visitor
 * reaching for a control (pointer, touch, focus) asks early, so the code is
 * usually there by the click. Components loaded this way are rendered with
 * React's `lazy` inside `Suspense`, and only ever where the server rendered
 * nothing (a dialog's content, created when it opens): server HTML is
 * hydrated with the page and never replaced. If a load fails, the next ask
 * tries again.
 */
export function onDemand<T>(importer: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (loaded) => {
        value = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    /** The module if it has arrived: lets a caller act before the next paint. */
    loaded: (): T | undefined => value,
  };
}
