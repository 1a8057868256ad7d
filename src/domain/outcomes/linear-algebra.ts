/**
 * The few dense symmetric-positive-definite operations a penalised logistic fit and its normal
 * (Laplace) draws need, for matrices of a few dozen rows (one per feature level). Hand-written: the
 * npm matrix libraries (ml-matrix, mathjs) are far larger than these thirty lines and the domain
 * takes no dependency for them. Matrices are row-major Float64Arrays of d × d.
 */

/** The lower Cholesky factor L (A = L·Lᵀ); null when A is not positive definite. */
export const cholesky = (a: Float64Array, d: number): Float64Array | null => {
  const l = new Float64Array(d * d);
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * d + j]!;
      for (let k = 0; k < j; k++) s -= l[i * d + k]! * l[j * d + k]!;
      if (i === j) {
        if (!(s > 0)) return null;
        l[i * d + i] = Math.sqrt(s);
      } else l[i * d + j] = s / l[j * d + j]!;
    }
  }
  return l;
};

/** Solves L·Lᵀ·x = b. */
export const choleskySolve = (l: Float64Array, d: number, b: Float64Array): Float64Array => {
  const y = new Float64Array(d);
  for (let i = 0; i < d; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * d + k]! * y[k]!;
    y[i] = s / l[i * d + i]!;
  }
  const x = new Float64Array(d);
  for (let i = d - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < d; k++) s -= l[k * d + i]! * x[k]!;
    x[i] = s / l[i * d + i]!;
  }
  return x;
};

/** The diagonal of A⁻¹ from A's Cholesky factor (the coefficients' posterior variances). */
export const inverseDiagonal = (l: Float64Array, d: number): Float64Array => {
  const out = new Float64Array(d);
  for (let j = 0; j < d; j++) {
    const e = new Float64Array(d);
    e[j] = 1;
    out[j] = choleskySolve(l, d, e)[j]!;
  }
  return out;
};

/**
 * A draw of N(0, A⁻¹) from A's Cholesky factor L and standard normals z: x solves Lᵀ·x = z, so
 * Cov(x) = (L·Lᵀ)⁻¹ = A⁻¹ (no inverse is formed).
 */
export const precisionDraw = (l: Float64Array, d: number, z: Float64Array): Float64Array => {
  const x = new Float64Array(d);
  for (let i = d - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < d; k++) s -= l[k * d + i]! * x[k]!;
    x[i] = s / l[i * d + i]!;
  }
  return x;
};
