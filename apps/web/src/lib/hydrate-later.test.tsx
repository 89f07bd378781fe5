import { useId, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, replayEarlyClicks, setHydrating } from './hydrate-later';

const log: string[] = [];

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  useLayoutEffect(() => {
    log.push(`${name} hydrated`);
  }, [name]);
  return (
    <button type="button" data-name={name} onClick={() => setN((x) => x + 1)}>
      {name} {n}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="first" />
      <HydrateLater>
        <section>
          <Counter name="later" />
        </section>
      </HydrateLater>
      <p>after</p>
    </main>
  );
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  setHydrating(false);
  log.length = 0;
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('renders its children in the server markup', () => {
    expect(renderToString(<Page />)).toContain(
      '<div class="contents"><section><button type="button" data-name="later">',
    );
  });

  it('keeps the server markup and hydrates the part in a later task', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const serverButton = root.querySelector('[data-name="later"]')!;

    setHydrating(true);
    hydrateRoot(root, <Page />);
    setHydrating(false);
    // The first part is live at once; the later one is still the server's markup, untouched.
    expect(log).toEqual(['first hydrated']);
    expect(root.querySelector('[data-name="later"]')).toBe(serverButton);
    expect(root.querySelector('p')?.textContent).toBe('after');

    await tick();
    await tick();
    expect(log).toEqual(['first hydrated', 'later hydrated']);
    // Hydrated in place: the same node, now with its handler.
    expect(root.querySelector('[data-name="later"]')).toBe(serverButton);
    (serverButton as HTMLButtonElement).click();
    await tick();
    expect(serverButton.textContent).toBe('later 1');
    expect(root.querySelectorAll('section')).toHaveLength(1);
  });

  it('holds a click on a part not hydrated yet and replays it once the part is live', async () => {
    const root = document.createElement('div');
    // The server's markup marks the deferred part (the server has no document).
    root.innerHTML = renderToString(<Page />).replace(
      '<div class="contents">',
      '<div class="contents" data-hydrating="">',
    );
    document.body.append(root);
    replayEarlyClicks();
    setHydrating(true);
    hydrateRoot(root, <Page />);
    setHydrating(false);
    const later = root.querySelector<HTMLButtonElement>('[data-name="later"]')!;
    later.click(); // before its part hydrated: held, not lost
    expect(later.textContent).toBe('later 0');
    await new Promise((r) => setTimeout(r, 100));
    expect(root.querySelector('[data-hydrating]')).toBeNull();
    expect(later.textContent).toBe('later 1');
  });

  it('keeps a part that rendered nothing on the server in its place', async () => {
    function Maybe({ on }: { on: boolean }) {
      return on ? <Counter name="maybe" /> : null;
    }
    const tree = (on: boolean) => (
      <main>
        <HydrateLater>
          <Maybe on={on} />
        </HydrateLater>
        <p>after</p>
      </main>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree(false));
    setHydrating(true);
    hydrateRoot(root, tree(false));
    setHydrating(false);
    await tick();
    await tick();
    expect(root.innerHTML).toBe('<main><div class="contents"></div><p>after</p></main>');
  });

  it('gives the same ids in the browser as on the server, inside and after deferred parts', async () => {
    const computed = new Map<string, string>();
    function Labelled({ name }: { name: string }) {
      const id = useId();
      computed.set(name, id);
      return (
        <label id={id} data-label={name}>
          {name}
        </label>
      );
    }
    const tree = (
      <main>
        <Labelled name="a" />
        <HydrateLater>
          <Labelled name="b" />
          <Labelled name="c" />
        </HydrateLater>
        <Labelled name="d" />
        <HydrateLater>
          <Labelled name="e" />
        </HydrateLater>
        <Labelled name="f" />
      </main>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    const server = Object.fromEntries(
      [...root.querySelectorAll('[data-label]')].map((l) => [l.textContent, l.id]),
    );
    expect(new Set(Object.values(server)).size).toBe(6);

    // The browser hydrates a, d and f first, then b and c, then e: the same ids all the same.
    computed.clear();
    setHydrating(true);
    hydrateRoot(root, tree);
    setHydrating(false);
    await tick();
    await tick();
    expect(Object.fromEntries(computed)).toEqual(server);
  });

  it('hydrates a part inside a deferred part in a task after it, not with it', async () => {
    const tree = (
      <main>
        <Counter name="page" />
        <HydrateLater>
          <Counter name="section" />
          <HydrateLater>
            <Counter name="card 1" />
          </HydrateLater>
          <HydrateLater>
            <Counter name="card 2" />
          </HydrateLater>
        </HydrateLater>
        <HydrateLater>
          <Counter name="footer" />
        </HydrateLater>
      </main>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(tree);
    document.body.append(root);
    const serverMarkup = root.innerHTML;
    setHydrating(true);
    hydrateRoot(root, tree);
    setHydrating(false);
    expect(log).toEqual(['page hydrated']);
    for (let i = 0; i < 5; i++) await tick();
    // The footer was queued while the page hydrated, the cards only when their section did: had
    // the cards hydrated with their section (one task), they would come before the footer.
    expect(log).toEqual([
      'page hydrated',
      'section hydrated',
      'footer hydrated',
      'card 1 hydrated',
      'card 2 hydrated',
    ]);
    // Hydrated in place, and a page the browser renders later is not deferred.
    expect(root.innerHTML).toBe(serverMarkup);
    log.length = 0;
    const other = document.createElement('div');
    hydrateRoot(other, <Page />);
    expect(log).toEqual(['first hydrated', 'later hydrated']);
  });

  it('renders at once when the browser builds the page', () => {
    const root = document.createElement('div');
    document.body.append(root);
    hydrateRoot(root, <Page />);
    expect(log).toEqual(['first hydrated', 'later hydrated']);
  });
});
