/**
 * A rewrite of the framework's output, keyed to something the framework does not promise to keep
 * (a temporary module's path, a class name, a data shape). Each rewrite counts what it matched;
 * a production build that ends with a count of zero fails, naming the coupling, instead of
 * shipping the framework's output unchanged. The list of couplings is site/framework/README.md.
 *
 * A rewrite of something every build has (the route table) must always match. One that applies
 * to some pages only (heading anchors, code samples, feed items) counts its candidates too (the
 * headings, samples, items it saw) and must match when it saw any, so a small test site without
 * code samples still builds.
 */
export class FrameworkCoupling {
  #matches = 0;
  #candidates = 0;

  constructor(
    /** The name in site/framework/README.md. */
    readonly name: string,
    /** The framework's internal shape it is keyed to. */
    readonly keyedTo: string,
    /** Whether every build has something for it to rewrite. */
    readonly inEveryBuild = false,
  ) {}

  get matches() {
    return this.#matches;
  }

  get candidates() {
    return this.#candidates;
  }

  /** Something the rewrite should apply to was seen. */
  candidate(count = 1) {
    this.#candidates += count;
  }

  matched(count = 1) {
    this.#matches += count;
  }

  /** Whether this build should have matched and did not. */
  get neverMatched() {
    return this.#matches === 0 && (this.inEveryBuild || this.#candidates > 0);
  }

  /** Starts a new count (the dev server builds again on every change). */
  reset() {
    this.#matches = 0;
    this.#candidates = 0;
  }
}

/** The error a build fails with when a coupling never matched. */
export function neverMatchedMessage(coupling: FrameworkCoupling): string {
  const seen = coupling.candidates > 0 ? ` (${coupling.candidates} candidates seen)` : '';
  return `framework coupling "${coupling.name}" never matched in this build${seen}: it is keyed to ${coupling.keyedTo}, which this @rspress/core version no longer produces. Fit the rewrite to the new shape or delete it (site/framework/README.md).`;
}

/** Throws when any of these couplings matched nothing. */
export function assertEveryCouplingMatched(couplings: readonly FrameworkCoupling[]) {
  const idle = couplings.filter((coupling) => coupling.neverMatched);
  if (idle.length > 0) throw new Error(idle.map(neverMatchedMessage).join('\n'));
}
