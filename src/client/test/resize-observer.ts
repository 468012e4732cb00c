// jsdom lays nothing out, and has no ResizeObserver. This one reports only when a test says what
// the layout would be (reportWidths): until then, as in jsdom, nothing has a size.

type TCallback = ResizeObserverCallback;

// One set per worker, kept on globalThis: setup.ts installs the class once, and a test that
// resets the modules (vi.resetModules) imports this file anew, whose reportWidths must still reach
// the observers the first class made (a swatch test after bootstrap.test.ts once saw none).
const OBSERVERS = Symbol.for('palette-library.resize-observers');
const held = globalThis as typeof globalThis & { [OBSERVERS]?: Set<FakeResizeObserver> };
held[OBSERVERS] ??= new Set();
const observers = held[OBSERVERS];

export class FakeResizeObserver implements ResizeObserver {
  readonly #callback: TCallback;
  readonly #targets = new Set<Element>();

  constructor(callback: TCallback) {
    this.#callback = callback;
    observers.add(this);
  }

  observe(target: Element) {
    this.#targets.add(target);
  }

  unobserve(target: Element) {
    this.#targets.delete(target);
  }

  disconnect() {
    this.#targets.clear();
    observers.delete(this);
  }

  report(width: number) {
    if (this.#targets.size === 0) return;
    const entries = [...this.#targets].map((target) => ({ target, contentRect: { width } }) as unknown as ResizeObserverEntry);
    this.#callback(entries, this);
  }
}

/** Tells every observer on the page that each box it watches was laid out `width` px wide. */
export function reportWidths(width: number) {
  for (const observer of observers) observer.report(width);
}
