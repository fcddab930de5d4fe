/** The texts of the offline page, from each language's translation.json (`offline`). */
export type OfflineTexts = { title: string; message: string; retry: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * offline.html: what the service worker shows for a page when the server cannot be reached. One
 * section per language; /offline.js keeps the reader's one. Styles are inline: the page must not
 * depend on any other file.
 */
export function offlinePageHtml(texts: Record<string, OfflineTexts>): string {
  const sections = Object.entries(texts)
    .map(
      ([language, text]) => `
      <section lang="${escapeHtml(language)}">
        <h1>${escapeHtml(text.title)}</h1>
        <p>${escapeHtml(text.message)}</p>
        <a href="">${escapeHtml(text.retry)}</a>
      </section>`,
    )
    .join('');
  const title = escapeHtml(texts.en?.title ?? 'Curio');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#4338ca" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${title}</title>
    <style>
      :root { color-scheme: light; background: #fafafa; color: #171717; }
      :root.dark { color-scheme: dark; background: #0a0a0a; color: #f5f5f5; }
      body { margin: 0; font-family: ui-sans-serif, system-ui, sans-serif; line-height: 1.5; }
      main { min-height: 100dvh; display: grid; place-content: center; gap: 2rem; padding: 1.5rem;
        box-sizing: border-box; max-width: 36rem; margin: 0 auto; text-align: center; }
      img { margin: 0 auto; }
      h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
      p { margin: 0 0 1.25rem; color: #404040; }
      :root.dark p { color: #d4d4d4; }
      a { display: inline-block; padding: 0.625rem 1.25rem; border-radius: 0.5rem; font-weight: 600;
        background: #4338ca; color: #fff; text-decoration: none; }
      :root.dark a { background: #a5b4fc; color: #171717; }
      a:focus-visible { outline: 3px solid #4f46e5; outline-offset: 2px; }
      [hidden] { display: none; }
    </style>
    <script src="/offline.js" defer></script>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" width="64" height="64" />${sections}
    </main>
  </body>
</html>
`;
}
