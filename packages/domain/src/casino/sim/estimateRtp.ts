/** Observed RTP of a simulation, with its standard error. */
export interface RtpEstimate {
  rounds: number;
  staked: number;
  returned: number;
  /** Σ returned / Σ staked. */
  rtp: number;
  /**
   * Standard error of the ratio estimator (delta method): sqrt(Var(R − rtp·S) / n) / mean(S),
   * from the simulated variance. With a stake of 1 per round it is the usual sd / √n.
   */
  standardError: number;
}

/** Runs `rounds` rounds; each returns its stake and what it paid back (both in base stakes). */
export function estimateRtp(rounds: number, round: () => { stake: number; returned: number }): RtpEstimate {
  let s = 0;
  let r = 0;
  let ss = 0;
  let rr = 0;
  let rs = 0;
  for (let i = 0; i < rounds; i++) {
    const { stake, returned } = round();
    s += stake;
    r += returned;
    ss += stake * stake;
    rr += returned * returned;
    rs += returned * stake;
  }
  const rtp = r / s;
  const variance = Math.max(0, (rr - 2 * rtp * rs + rtp * rtp * ss) / rounds);
  return { rounds, staked: s, returned: r, rtp, standardError: Math.sqrt(variance / rounds) / (s / rounds) };
}
