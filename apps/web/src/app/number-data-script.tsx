/**
 * Builds the page's first number format in the head, while the browser fetches the stylesheet:
 * the browser loads its number data with the first `Intl.NumberFormat` of a page (≈ 15 ms on a
 * fast machine, in a profile), which otherwise fell inside the app's first render (the result
 * count, the first price) as one long task.
 */
const NUMBER_DATA_SCRIPT = `try {
  new Intl.NumberFormat(document.documentElement.lang).format(1);
} catch (error) {}`;

/** Allowed by its hash, like every inline script of a page (decision 020). */
export function NumberDataScript() {
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: NUMBER_DATA_SCRIPT }} />
  );
}
