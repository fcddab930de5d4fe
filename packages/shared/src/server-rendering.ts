import type { Language } from './limits';

/**
 * The contract between the server and the web app's server-rendering entry (apps/web
 * src/entry-server.tsx, built into the web app's `dist/.ssr/`): the page's first paint rendered from
 * the same components the browser runs, with the API replies the HTML carries.
 */
export type ServerRenderRequest = {
  /** Path and query of the page, as asked for. */
  url: string;
  language: Language;
  /** Every translation file of that language, by namespace (public/locales/{language}/{ns}.json). */
  translations: Record<string, Record<string, unknown>>;
  /** API replies by GET path (the same block the HTML carries for the browser). */
  replies: Record<string, unknown>;
};

export type ServerRendered = {
  /** The markup of `#root`. */
  markup: string;
  /** The translation files the page used: the browser loads them before it hydrates. */
  namespaces: string[];
};

/** The page rendered, or null when it is better left to the browser (a redirect, an error). */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRendered | null>;

/** The attribute of `#root` naming the language it was rendered in (the browser then hydrates). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The attribute of `#root` listing the translation files it was rendered with, space-separated. */
export const SERVER_NAMESPACES_ATTRIBUTE = 'data-namespaces';
