import { Component, Suspense, useId, useState, type ReactNode } from 'react';

// Progressive hydration of server-rendered pages (ADR 051). Preact hydrates a whole page in one
// task; on a phone that task is most of the Total Blocking Time. A part wrapped in
// `HydrateLater` keeps the server's markup on screen and is hydrated in a task of its own, after
// the page around it: Preact keeps a suspended subtree's DOM while hydrating and hydrates it
// once the thrown promise settles.

let hydrating = false;

// The first render of the page itself (main.tsx), as opposed to a deferred part's.
let inFirstPass = false;

/** main.tsx: true around the first render of a server-rendered page. */
export function setHydrating(on: boolean): void {
  hydrating = on;
  inFirstPass = on;
}

/** True while the first render of a server-rendered page runs (never on the server). */
export function isHydrating(): boolean {
  return hydrating;
}

// One deferred part per task, in document order, each after the browser had a chance to paint
// and to handle input. A message, unlike a nested timer, is not held back to 4 ms.
let last: Promise<void> = Promise.resolve();
/** Resolves in a new task: the browser may paint and handle input in between. */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
function nextTask(): Promise<void> {
  last = last.then(yieldTask);
  return last;
}

// The server marks every deferred part; its hydration removes the mark. A click inside a part
// still marked is held and replayed once the part is live, so an early tap is never lost.
const PENDING = 'data-hydrating';
let onServer = false;

/** entry-server.tsx: this module renders for the server (it marks the deferred parts). */
export function renderingOnServer(): void {
  onServer = true;
}

/** The part's wrapper is hydrated: it is live (hydration leaves unknown attributes alone). */
function live(el: HTMLDivElement | null) {
  el?.removeAttribute(PENDING);
}

/** main.tsx, before hydrating: holds early clicks on parts not hydrated yet. */
export function replayEarlyClicks(): void {
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target : null;
      const part = target?.closest(`[${PENDING}]`);
      if (!target || !part) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      const replay = (tries: number) => {
        if (part.hasAttribute(PENDING) && tries > 0) {
          setTimeout(() => replay(tries - 1), 16);
          return;
        }
        part.removeAttribute(PENDING); // never held twice
        if (target.isConnected && target instanceof HTMLElement) target.click();
      };
      replay(200);
    },
    true,
  );
}

interface Gate {
  open: boolean;
  promise: Promise<void> | null;
  /** Deferred, and its hydration has not run yet. */
  deferred: boolean;
}

/**
 * A deferred part hydrates in its own task; parts inside it defer again (to later tasks), so a
 * section of cards is a small task for the section and one per card, not one for all. The flag
 * is set from the part's render until its last child has rendered (`EndOfPart`).
 */
function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  if (gate.deferred) {
    gate.deferred = false;
    hydrating = true;
    // Should a child suspend before `EndOfPart`, the flag still ends with this render.
    queueMicrotask(() => {
      if (!inFirstPass) hydrating = false;
    });
  }
  return children;
}

function EndOfPart({ gate }: { gate: Gate }) {
  if (gate.deferred === false && hydrating && !inFirstPass) hydrating = false;
  return null;
}

/**
 * Ids from `useId` inside a part are numbered apart from the page's: Preact counts them in render
 * order from the nearest vnode carrying a mask, and a deferred part renders after the rest of
 * the page in the browser but in place on the server. A class component (its vnode is
 * `this.__v`; the mask is Preact's mangled `_mask`, `__m`, read by preact/hooks and
 * preact-render-to-string alike) gives the part a namespace of its own, named by the part's own
 * id in the page.
 */
class IdScope extends Component<{ scope: string; children: ReactNode }> {
  private mask: [string, number] | null = null;
  override render() {
    const vnode = (this as unknown as { __v?: { __m?: unknown } }).__v;
    this.mask ??= [this.props.scope, 0];
    if (vnode) vnode.__m = this.mask;
    return this.props.children;
  }
}

/**
 * Hydrates `children` in a later task when the page was rendered on the server; renders them
 * at once otherwise (on the server, and on a page the browser builds itself). They sit in a
 * `display: contents` wrapper: Preact keeps exactly one DOM node for a suspended part, whatever
 * the children render (nothing, or several elements).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const scope = useId();
  const [gate] = useState<Gate>(() => {
    if (!hydrating) return { open: true, promise: null, deferred: false };
    const g: Gate = { open: false, promise: null, deferred: true };
    g.promise = nextTask().then(() => {
      g.open = true;
    });
    return g;
  });
  return (
    <Suspense fallback={null}>
      <Wait gate={gate}>
        <div className="contents" ref={live} {...(onServer ? { [PENDING]: '' } : {})}>
          <IdScope scope={scope}>{children}</IdScope>
          <EndOfPart gate={gate} />
        </div>
      </Wait>
    </Suspense>
  );
}
