import type { RtpEstimate } from './estimateRtp';

/** One line for test logs and the README table: published vs simulated with its standard error. */
export function formatRtpReport(game: string, published: number, e: RtpEstimate): string {
  const pct = (x: number, digits = 3): string => `${(x * 100).toFixed(digits)}%`;
  return `RTP ${game}: published ${pct(published)}, simulated ${pct(e.rtp)} ± ${pct(e.standardError)} (1 SE, ${e.rounds} rounds)`;
}
