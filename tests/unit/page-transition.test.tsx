// @vitest-environment happy-dom
import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTransition } from '../../src/islands/page-transition';

vi.mock('waku', () => ({ useRouter: () => ({ path: '/' }) }));
vi.mock('../../src/islands/scroll-memory', () => ({ useScrollMemory: () => {} }));

/** Whether React has adopted this server-rendered node (hydrated it). */
const hydrated = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** What the shell's commit saw of the content: recorded as React commits the shell. */
let contentAtShellCommit: boolean | undefined;

function ShellProbe() {
  useLayoutEffect(() => {
    contentAtShellCommit = hydrated(document.getElementById('content'));
  }, []);
  return null;
}

/** The layout's shape (src/pages/_layout.tsx): a shell around the page's content. */
function Page({ onContentPress }: { onContentPress: () => void }) {
  return (
    <div>
      <header>
        <button id="toggle" type="button">
          Theme
        </button>
        <ShellProbe />
      </header>
      <main>
        <PageTransition>
          <p id="content">
            <button id="in-content" type="button" onClick={onContentPress}>
              Open
            </button>
          </p>
        </PageTransition>
      </main>
    </div>
  );
}

const serverRendered = () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onContentPress={() => {}} />);
  document.body.append(container);
  return container;
};

/** Runs the scheduler's queued tasks until `done` holds (React hydrates in tasks of its own). */
const tasksUntil = async (done: () => boolean) => {
  for (let turn = 0; turn < 200 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  document.body.innerHTML = '';
  contentAtShellCommit = undefined;
});

describe('PageTransition: the page content hydrates after the shell', () => {
  it('leaves the content to a commit of its own: the shell commits with the content still the server’s', async () => {
    const container = serverRendered();
    startTransition(() => {
      hydrateRoot(container, <Page onContentPress={() => {}} />);
    });
    await tasksUntil(() => contentAtShellCommit !== undefined);
    expect(contentAtShellCommit).toBe(false);
    await tasksUntil(() => hydrated(document.getElementById('content')));
    expect(hydrated(document.getElementById('content'))).toBe(true);
    // The server's nodes are the ones hydrated: nothing was rebuilt.
    expect(container.querySelector('#in-content')?.textContent).toBe('Open');
  });

  it('a press inside the content before it has hydrated hydrates it and reaches its target', async () => {
    const container = serverRendered();
    const press = vi.fn();
    startTransition(() => {
      hydrateRoot(container, <Page onContentPress={press} />);
    });
    await tasksUntil(() => contentAtShellCommit !== undefined);
    const target = container.querySelector<HTMLButtonElement>('#in-content');
    expect(hydrated(target)).toBe(false);
    // React hydrates the content in the press's own task, then delivers the press.
    target?.click();
    expect(press).toHaveBeenCalledTimes(1);
    expect(hydrated(target)).toBe(true);
  });
});
