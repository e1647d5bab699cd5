const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The admin keeps the shop's books in UTC (like the dashboard), and says so. */
export function formatUtcDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

export function formatUtcDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
