/** Latency histogram in 0.1 ms buckets up to 60 s (the last bucket holds anything above). */
export class Histogram {
  static readonly RESOLUTION = 10;
  readonly counts = new Uint32Array(60_000 * Histogram.RESOLUTION + 1);
  total = 0;

  record(ms: number) {
    const b = Math.min(this.counts.length - 1, Math.max(0, Math.round(ms * Histogram.RESOLUTION)));
    this.counts[b]! += 1;
    this.total += 1;
  }

  recordMany(ms: number, n: number) {
    const b = Math.min(this.counts.length - 1, Math.max(0, Math.round(ms * Histogram.RESOLUTION)));
    this.counts[b]! += n;
    this.total += n;
  }

  /** Non-empty buckets as [bucket, count] pairs (for IPC). */
  sparse(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.counts.length; i++) if (this.counts[i]) out.push([i, this.counts[i]!]);
    return out;
  }

  add(pairs: [number, number][]) {
    for (const [b, n] of pairs) {
      this.counts[b]! += n;
      this.total += n;
    }
  }

  /** The q-quantile in ms (0 < q <= 1). */
  quantile(q: number): number {
    if (this.total === 0) return Number.NaN;
    const target = Math.ceil(q * this.total);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= target) return i / Histogram.RESOLUTION;
    }
    return (this.counts.length - 1) / Histogram.RESOLUTION;
  }
}
