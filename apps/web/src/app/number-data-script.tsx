/**
 * Builds the page's first number format in the head, while the browser fetches the stylesheet:
 * the browser loads its number data with the first `Intl.NumberFormat` of a page (≈ 15 ms on a
 * fast machine, in a profile), which otherwise fell inside the app's first render (the result
 * count, the first price) as one long task.
 */
const NUMBER_DATA_SCRIPT = `try {
  new Intl.NumberFormat(document.documentElement.lang).format(1);
} catch (error) {}`;

/** Carries the reply's nonce, so that a cached page allows it by its hash (decision 020). */
export function NumberDataScript({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: NUMBER_DATA_SCRIPT }}
    />
  );
}
