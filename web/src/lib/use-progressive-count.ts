import { useEffect, useState } from 'react';

/** A first batch that fills a phone's screen: a card is a third of it or more. */
const firstBatch = 3;
const laterBatch = 3;

/**
 * Set once a list has been drawn whole: its code is warm from then on, and
 * later lists (another page, Back to this one) are drawn at once.
 */
let listCodeWarm = false;

/**
 * How many of a list's `total` entries to draw now (issue 18); a list drawn
 * at once anyway (a desktop table) passes 0 and schedules nothing. On a phone a
 * cold page takes several times longer per card than a desktop does: ten
 * lesson cards, then their style and layout, held the main thread for
 * 150 ms or more in one go, so a tap in that time waited. The first cards
 * (a screenful) are drawn at once; the rest a few at a time, each batch
 * in a task of its own after the one before is painted, so no single task
 * does it all.
 *
 * Only the first list of a page load is drawn in batches: its code runs
 * cold. While it is, a new `batchKey` (another page, a new search) starts
 * again from the first batch, and new entries under the same key (a list
 * refetched after a change) keep what is already drawn.
 */
export function useProgressiveCount(total: number, batchKey: string): number {
  const startCount = listCodeWarm ? Infinity : firstBatch;
  const [drawn, setDrawn] = useState({ key: batchKey, count: startCount });
  // Adjusting state while rendering, as React recommends for a reset on a new key.
  if (drawn.key !== batchKey) setDrawn({ key: batchKey, count: startCount });
  const count = drawn.key === batchKey ? drawn.count : startCount;
  if (total > 0 && count >= total) listCodeWarm = true;

  // Effects run once the frame that drew the last batch is painted; the timer then gives the
  // next batch a task of its own rather than a share of the one running every effect.
  useEffect(() => {
    if (count >= total) return undefined;
    const task = setTimeout(() =>
      setDrawn((current) =>
        current.key === batchKey ? { key: batchKey, count: current.count + laterBatch } : current,
      ),
    );
    return () => clearTimeout(task);
  }, [count, total, batchKey]);

  return Math.min(count, total);
}
