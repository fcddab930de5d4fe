import type { Language } from './limits';

/**
 * The contract between the server and the web app's server build (apps/web src/app/entry.server.tsx,
 * built by React Router into the web app's `dist/server/`): the server hands each page request to
 * the web app's route tree with what only the server has (decision 020).
 */
export type WebRequestContext = {
  /** Calls the API in process (the server's own routes, never over the network). */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  /** The site's public address, for canonical and alternate links. */
  publicUrl: string;
  /** Every translation file of a language, by namespace (public/locales/{language}/{ns}.json). */
  translations: (language: Language) => Record<string, Record<string, unknown>>;
};

/** Answers one page request. */
export type WebRequestHandler = (request: Request, context: WebRequestContext) => Promise<Response>;

/** What the server build's entry module exports besides React Router's own. */
export type WebRenderEntry = {
  /** A handler around React Router's request handler for the given server build. */
  requestHandlerFor: (build: unknown) => WebRequestHandler;
};
