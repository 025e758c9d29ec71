/** Kahan summation exactly as ES's CompensatedSum adds doubles (sums, averages, stats, their reduces). */
export class CompensatedSum {
  constructor(
    public value = 0,
    public delta = 0,
  ) {}

  /** Adds a value (and a correction term), as CompensatedSum.add(value, delta). */
  add(value: number, delta = 0): this {
    // Non-finite values convert the tally to Inf/NaN, as before Kahan summation (ES's comment).
    if (!Number.isFinite(value)) this.value = value + this.value;
    if (Number.isFinite(this.value)) {
      const corrected = value + (this.delta + delta);
      const updated = this.value + corrected;
      this.delta = corrected - (updated - this.value);
      this.value = updated;
    }
    return this;
  }
}
