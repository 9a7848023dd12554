/** A duration for people: "45 minutes", "3 hours 5 minutes", "2 days 4 hours" (alerts, the privacy notice). */
export const duration = (minutes: number) => {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const part = (value: number, unit: string) => (value ? `${value} ${unit}${value === 1 ? '' : 's'}` : '');
  if (days) return [part(days, 'day'), part(hours, 'hour')].filter(Boolean).join(' ');
  if (hours) return [part(hours, 'hour'), part(rest, 'minute')].filter(Boolean).join(' ');
  return `${rest} minute${rest === 1 ? '' : 's'}`;
};
