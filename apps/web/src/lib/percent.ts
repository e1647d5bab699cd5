/** docs/product/rules.md#constants: a rate is shown as a whole percent (0.15 -> '15%'). */
export function ratePercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
