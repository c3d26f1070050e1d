/** Standard normal CDF (Abramowitz-Stegun 7.1.26 erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A normal distribution rounded to integers: map value → probability (renormalised over ±6 sd). */
export function discreteNormal(mean: number, sd: number): Map<number, number> {
  const out = new Map<number, number>();
  if (sd < 0.05) {
    out.set(Math.round(mean), 1);
    return out;
  }
  const lo = Math.floor(mean - 6 * sd);
  const hi = Math.ceil(mean + 6 * sd);
  let sum = 0;
  for (let k = lo; k <= hi; k++) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 1e-12) {
      out.set(k, p);
      sum += p;
    }
  }
  for (const [k, p] of out) out.set(k, p / sum);
  return out;
}

/** Poisson probabilities 0..max, the tail folded into nothing (renormalised). */
export function poissonProbabilities(lambda: number, max: number): number[] {
  const out: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1]! * lambda) / k);
  const sum = out.reduce((a, b) => a + b, 0);
  return out.map((p) => p / sum);
}

/** Distribution of the sum of two independent integer distributions. */
export function convolve(
  a: ReadonlyMap<number, number>,
  b: ReadonlyMap<number, number>,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}

/** Elo expected score of the first side: 1 / (1 + 10^(−diff/400)). */
export function eloWinProbability(diff: number): number {
  return 1 / (1 + 10 ** (-diff / 400));
}

/** Solves f(x) = target for an increasing f on [lo, hi] by bisection. */
export function solveIncreasing(f: (x: number) => number, target: number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 60; i++) {
    const mid = (a + b) / 2;
    if (f(mid) < target) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}
