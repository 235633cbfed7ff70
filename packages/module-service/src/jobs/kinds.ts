import type { ReportKind } from '../context.ts';

/** The kinds a service produces, by name (registered by its features with `context.reports.define`). */
export class KindRegistry {
  readonly #kinds = new Map<string, ReportKind<unknown>>();

  define<P>(kind: string, definition: ReportKind<P>): void {
    if (this.#kinds.has(kind)) throw new Error(`report kind ${kind} defined twice`);
    // The registry hands each run the params its own schema produced, so P is kept per kind.
    this.#kinds.set(kind, definition as ReportKind<unknown>);
  }

  get(kind: string): ReportKind<unknown> | undefined {
    return this.#kinds.get(kind);
  }
}
