/** A half-open span of time, [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * The UTC day and UTC month that contain `now`. The shop keeps its books in UTC: one clock for
 * every instance and every database, whatever the machine's or the session's time zone.
 */
export function utcPeriods(now: Date): { today: Period; month: Period } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  return {
    today: { from: new Date(Date.UTC(year, month, day)), to: new Date(Date.UTC(year, month, day + 1)) },
    month: { from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) },
  };
}
