import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors';
import {
  isRemote,
  isSafeMediaPath,
  LocalDiskStorage,
  MEDIA_CACHE_CONTROL,
  type MediaStorage,
  type RemoteMediaStorage,
} from './storage';

async function diskMediaRoutes(app: FastifyInstance, storage: LocalDiskStorage) {
  mkdirSync(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      void reply.header('cache-control', MEDIA_CACHE_CONTROL);
    },
  });
}

/**
 * The bucket's objects through this server, at the same URLs and with the same caching as from
 * disk (decision 006): the bucket stays private and the pages' image origin stays our own.
 */
function bucketMediaRoutes(app: FastifyInstance, storage: RemoteMediaStorage) {
  app.addHook('onClose', () => storage.close());
  const serve = async (
    request: FastifyRequest<{ Params: { '*': string } }>,
    reply: FastifyReply,
  ) => {
    const object = await storage.read(request.params['*'], {
      ifNoneMatch: request.headers['if-none-match'],
      ifModifiedSince: request.headers['if-modified-since'],
    });
    if (!object) return reply.callNotFound();
    void reply.header('cache-control', MEDIA_CACHE_CONTROL);
    if (object.etag) void reply.header('etag', object.etag);
    if (object.lastModified) void reply.header('last-modified', object.lastModified.toUTCString());
    if (!object.modified) return reply.code(304).send();
    if (object.contentLength !== undefined)
      void reply.header('content-length', object.contentLength);
    return reply.type(object.contentType).send(object.body);
  };
  app.get('/media/*', { schema: { hide: true } }, serve);
}

/** The path under /media/ of a matched media route. */
function mediaPath(request: FastifyRequest): string {
  const { params } = request;
  return typeof params === 'object' && params !== null && '*' in params ? String(params['*']) : '';
}

/** Uploaded and generated media: content-addressed, so cached forever. */
async function mediaRoutes(app: FastifyInstance, options: { storage: MediaStorage }) {
  const { storage } = options;
  await app.register(async (media) => {
    // Our own paths only, on disk and in the bucket alike: anything else is 404 before either is
    // asked (a name too long for the disk would otherwise be a 403, for S3 an error).
    media.addHook('onRequest', async (request) => {
      if (!isSafeMediaPath(mediaPath(request))) throw notFound('notFound');
    });
    if (isRemote(storage)) bucketMediaRoutes(media, storage);
    else if (storage instanceof LocalDiskStorage) await diskMediaRoutes(media, storage);
  });
}

export default fp(mediaRoutes, { name: 'media-routes' });
