/**
 * Resolves in a task of its own, after whatever the browser has queued
 * meanwhile (input, a paint, a download's answer): awaited between two
 * pieces of start-up work, it keeps each a short task (issue 18).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
