// Least-squares line y_t = intercept + slope t over t = 0..n-1 (shared by the
// decomposition and Theta methods).
export function linearRegression(y: readonly number[]): { intercept: number; slope: number } {
  const n = y.length;
  const meanT = (n - 1) / 2;
  let meanY = 0;
  for (const v of y) meanY += v / n;
  let sty = 0;
  let stt = 0;
  for (let t = 0; t < n; t++) {
    sty += (t - meanT) * (y[t] - meanY);
    stt += (t - meanT) ** 2;
  }
  const slope = stt > 0 ? sty / stt : 0;
  return { intercept: meanY - slope * meanT, slope };
}
