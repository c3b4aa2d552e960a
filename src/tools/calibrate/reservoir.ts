// A seeded reservoir sample (Vitter's algorithm R): keeps a uniform sample of `capacity` items from
// a stream of unknown length. The interior-node sampler (interior.ts) offers it every eligible node of a
// search tree and keeps a few.
// Design choice: offer() takes a function that makes the item, called only when the item is kept,
// so a stream of millions of nodes pays for a FEN string only for the few that are sampled.

export class Reservoir<T> {
  private kept: T[] = [];
  private offered = 0;

  constructor(private readonly capacity: number, private readonly random: () => number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`reservoir capacity must be a whole number ≥ 1, got ${capacity}`);
  }

  /** Offer the next item of the stream; `make` runs only if the item enters the sample. */
  offer(make: () => T): void {
    this.offered++;
    if (this.kept.length < this.capacity) {
      this.kept.push(make());
      return;
    }
    const j = Math.floor(this.random() * this.offered);
    if (j < this.capacity) this.kept[j] = make();
  }

  /** The sample so far (at most `capacity` items). */
  get items(): readonly T[] {
    return this.kept;
  }

  /** How many items were offered since the last reset. */
  get seen(): number {
    return this.offered;
  }

  /** Start a new stream (the random source goes on). */
  reset(): void {
    this.kept = [];
    this.offered = 0;
  }
}
