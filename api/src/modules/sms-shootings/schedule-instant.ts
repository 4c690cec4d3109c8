/** The wall-clock fields of an instant in a time zone. */
function wallClockOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/**
 * The instant `date` (`YYYY-MM-DD`) `time` (`HH:mm`) names in `timeZone`, or null when it names none: an invalid
 * date or time, or a wall-clock time a daylight-saving change skips.
 */
export function scheduleInstant(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  // The zone's offset at a first guess, then again at the result (the offset may differ across a change).
  let instant = wall - (wallClockOf(wall, timeZone) - wall);
  instant = wall - (wallClockOf(instant, timeZone) - instant);
  return wallClockOf(instant, timeZone) === wall ? new Date(instant) : null;
}
