/** ES's `Strings.format1Decimals`: one decimal, truncated, and none when it is zero (`1.5kb`, `2h`). */
export function format1Decimals(v: number, suffix: string): string {
  const whole = Math.trunc(v);
  const tenth = Math.trunc((v - whole) * 10 + 1e-9);
  return tenth === 0 ? `${whole}${suffix}` : `${whole}.${tenth}${suffix}`;
}
