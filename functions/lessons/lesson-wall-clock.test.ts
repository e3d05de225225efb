import { describe, expect, it } from 'vitest';
import { instantToWallTime, type LessonTimezone } from '../../shared/lesson-time';
import { lessonWallTime } from './lesson-wall-clock';

describe('lessonWallTime', () => {
  it('agrees with instantToWallTime every 5 minutes across both of London’s clock changes, and in Dubai', () => {
    const spans = [
      ['2026-03-28T20:00:00Z', '2026-03-29T06:00:00Z'],
      ['2025-10-25T20:00:00Z', '2025-10-26T06:00:00Z'],
      ['2025-12-31T18:00:00Z', '2026-01-01T06:00:00Z'],
    ];
    const zones = ['UK', 'UAE'] as LessonTimezone[];
    let compared = 0;
    for (const [from, to] of spans)
      for (let at = Date.parse(from!); at <= Date.parse(to!); at += 5 * 60_000)
        for (const zone of zones) {
          const instant = new Date(at).toISOString();
          expect(lessonWallTime(instant, zone), `${instant} ${zone}`).toEqual(
            instantToWallTime(new Date(at), zone),
          );
          compared++;
        }
    expect(compared).toBe(774);
  });
});
