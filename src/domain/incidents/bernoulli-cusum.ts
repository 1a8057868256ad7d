/**
 * Noticing that a connector's approval rate dropped (issue 46.1): a Bernoulli CUSUM (Page 1954; for
 * attempts that approve or not, Reynolds & Stoumbos 1999, "A CUSUM chart for monitoring a proportion
 * when inspecting continuously", J. Quality Technology). Each attempt adds its log-likelihood ratio
 * of "approval fell to p₀ − d" against "approval is p₀":
 *
 *   approved: log(p₁/p₀) < 0,   not approved: log((1 − p₁)/(1 − p₀)) > 0,   p₁ = p₀ − d,
 *
 * and the statistic S = max(0, S + that) raises an alert when it reaches h. It is the quickest
 * detector of such a drop for a given rate of false alerts (Moustakides 1986).
 *
 * **The false-alarm rate is stated, and calibrated**: h is chosen so that the average number of
 * attempts between false alerts on a healthy connector (ARL₀) is the one asked, for instance its
 * attempts in 30 days: one false alert a month per connector. The ARL of a given h is computed, not
 * simulated, by the Markov chain of the statistic discretised into `bins` states (Brook & Evans
 * 1972): ARL = (I − Q)⁻¹·1 from zero, Q the transitions among the states below h. The tests check it
 * against simulation.
 */

export interface CusumDesign {
  /** The approval rate of the healthy connector (its baseline). */
  p0: number;
  /** The drop the detector is tuned to notice fastest (a share, 0 < d < p0). */
  drop: number;
  /** The alert threshold. */
  h: number;
}

/** The two increments: [approved, not approved]. */
export const increments = (p0: number, drop: number): readonly [number, number] => {
  const p1 = p0 - drop;
  return [Math.log(p1 / p0), Math.log((1 - p1) / (1 - p0))];
};

/** The statistic after one attempt. */
export const cusumStep = (s: number, approved: boolean, design: CusumDesign): number => {
  const [up, down] = increments(design.p0, design.drop);
  return Math.max(0, s + (approved ? up : down));
};

/** Whether the statistic has reached the threshold. */
export const alerts = (s: number, design: CusumDesign): boolean => s >= design.h;

/**
 * The average run length (attempts until the first alert, from S = 0) when the true approval rate is
 * `p`: the Brook–Evans Markov chain with `bins` states of width w = h/bins, state i standing for S in
 * [i·w, (i + 1)·w) at its midpoint, an increment moving the midpoint between the two nearest states
 * (below the first: state 0, where the statistic restarts; at or above h: the alert). (I − Q)·L = 1 is banded (an
 * approval moves a few states down, a decline some states up), so it is solved by banded
 * elimination: an M-matrix, stable without pivoting.
 */
export const averageRunLength = (design: Pick<CusumDesign, 'p0' | 'drop' | 'h'>, p: number, bins = 1000): number => {
  const [up, down] = increments(design.p0, design.drop);
  const n = bins;
  const w = design.h / n;
  // Where an increment takes state i's midpoint, shared between the two nearest states in proportion
  // (linear interpolation: the run length then moves smoothly with h, where rounding to one state
  // made it jump by several per cent); at or above h it is the alert, below the first midpoint state 0.
  const spread = (row: number, inc: number, chance: number) => {
    const x = (row + 0.5) * w + inc;
    if (x >= design.h) return;
    const u = x / w - 0.5;
    if (u <= 0) {
      a[row * n]! -= chance;
      return;
    }
    const j = Math.floor(u);
    const frac = u - j;
    a[row * n + j]! -= chance * (1 - frac);
    if (j + 1 < n) a[row * n + j + 1]! -= chance * frac;
    else a[row * n + j]! -= chance * frac;
  };
  const kl = Math.ceil(-up / w) + 2;
  const ku = Math.ceil(down / w) + 2;
  const a = new Float64Array(n * n);
  const b = new Float64Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    a[i * n + i] = 1;
    spread(i, up, p);
    spread(i, down, 1 - p);
  }
  for (let col = 0; col < n; col++) {
    const pivot = a[col * n + col]!;
    for (let r = col + 1; r <= Math.min(n - 1, col + kl); r++) {
      const f = a[r * n + col]! / pivot;
      if (f === 0) continue;
      for (let c = col; c <= Math.min(n - 1, col + ku); c++) a[r * n + c]! -= f * a[col * n + c]!;
      b[r]! -= f * b[col]!;
    }
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = b[i]!;
    for (let c = i + 1; c <= Math.min(n - 1, i + ku); c++) sum -= a[i * n + c]! * x[c]!;
    x[i] = sum / a[i * n + i]!;
  }
  return x[0]!;
};

/**
 * The threshold whose healthy average run length is `arl0` attempts (bisection on h: the ARL grows
 * with h), for a connector approving `p0` and the drop `drop` to notice.
 */
export const designFor = (p0: number, drop: number, arl0: number, bins = 1000): CusumDesign => {
  if (!(p0 > 0 && p0 < 1) || !(drop > 0 && drop < p0)) throw new RangeError(`a CUSUM needs 0 < drop < p0 < 1, not p0 ${p0}, drop ${drop}`);
  let lo = 0;
  let hi = 1;
  while (averageRunLength({ p0, drop, h: hi }, p0, bins) < arl0) {
    lo = hi;
    hi *= 2;
    if (hi > 1e4) throw new RangeError(`no threshold gives an average run length of ${arl0}`);
  }
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (averageRunLength({ p0, drop, h: mid }, p0, bins) < arl0) lo = mid;
    else hi = mid;
  }
  return { p0, drop, h: hi };
};
