// jsdom lays nothing out, and has no ResizeObserver. This one reports only when a test says what
// the layout would be (reportWidths): until then, as in jsdom, nothing has a size.

type TCallback = ResizeObserverCallback;

const observers = new Set<FakeResizeObserver>();

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
