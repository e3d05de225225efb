/**
 * A value made the first time it is asked for, then kept. Meant for the
 * browser's number and date formatters (issue 18): a tab's first formatter
 * loads the browser's formatting data, 80 to 140 ms of the main thread here
 * (four times that on Lighthouse's phone), unless the formatting worker
 * (public/intl-warm-up.js) has loaded it by then. Made as its module runs, a
 * formatter paid that inside the task running the page's code, while the
 * worker was still starting; made where the page first shows a date or a
 * number, usually once its reads have answered, it finds the data loaded.
 */
export function madeOnFirstUse<Value>(make: () => Value): () => Value {
  let made: Value | undefined;
  return () => (made ??= make());
}
