import type { WebRequestContext } from '@curio/shared';
import { createContext } from 'react-router';

/** What the server gives a page request (apps/server pages/web-app.ts), read by server loaders. */
export const requestContext = createContext<WebRequestContext>();

// Loaders get a RouterContextProvider (react-router.config.ts future.v8_middleware).
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
