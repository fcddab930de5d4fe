import { AsyncLocalStorage } from 'node:async_hooks';
import type { WebRequestContext } from '@curio/shared';
import type { MiddlewareFunction } from 'react-router';
import { setApiTransport } from '@/lib/api-client';
import { requestContext } from './request-context';

const renderApi = new AsyncLocalStorage<WebRequestContext['fetchApi']>();
setApiTransport(() => renderApi.getStore());

/**
 * The root route's server middleware: the loaders of a page request call the API in process,
 * through the `fetchApi` of that request's context (apps/server pages/web-app.ts), which also
 * records the routes the render read (a page is cached only when all are catalogue-versioned).
 */
export const inProcessApi: MiddlewareFunction<Response> = ({ context }, next) =>
  renderApi.run(context.get(requestContext).fetchApi, next);
