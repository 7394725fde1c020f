const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 18, 2020": dates are shown in UTC so a build gives the same text on any machine. */
export function formatDate(date: Date): string {
  return longDate.format(date);
}

export function isoDate(date: Date): string {
  return date.toISOString();
}
