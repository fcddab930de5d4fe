import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@curio/shared';
import { collapseEqualBranches, integerIds } from './openapi-document-fixes';
import { multipartBodySchema } from './openapi-multipart';
import { describeRouteFacts } from './openapi-route-facts';
import { OPENAPI_TAGS } from './openapi-tags';

// Shown once under components and referred to everywhere else. zod's global registry also holds
// the descriptions that schemas carry (`.meta()`), which the description shows.
if (!z.globalRegistry.has(errorBodySchema))
  z.globalRegistry.add(errorBodySchema, { id: 'ErrorBody' });

type Document = ReturnType<SwaggerTransformObject>;

/** Drops the registry's components that nothing refers to (its input copies, for one). */
function dropUnusedComponents(document: Document): Document {
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas } = document.components;
  const text = JSON.stringify({ ...document, components: undefined });
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) Reflect.deleteProperty(schemas, name);
  }
  return document;
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; the zod converter leaves it out of a nullable
 * union (`'' | template | null`). Added when every branch has the same type.
 */
function typeNullableUnions(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(typeNullableUnions);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const schema = value as { nullable?: unknown; type?: unknown; anyOf?: unknown };
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    const types = new Set(schema.anyOf.map((branch: { type?: unknown }) => branch.type));
    const [only] = types;
    if (types.size === 1 && typeof only === 'string') schema.type = only;
  }
  Object.values(value).forEach(typeNullableUnions);
}

/** The OpenAPI description at /api/openapi.json and a browsable reference at /api/docs. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Curio API',
        description:
          'Catalogue and referral marketplace. Every error reply has the `ErrorBody` shape; ' +
          'signed-in calls send `Authorization: Bearer <token>` from the sign-in reply.',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The site that serves this document' }],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const multipart = input.route.config?.multipartBody;
      const withBody = multipart ? { ...schema, body: multipartBodySchema(multipart) } : schema;
      return { schema: describeRouteFacts(withBody, input.route), url };
    },
    transformObject: (input) => {
      const document = dropUnusedComponents(jsonSchemaTransformObject(input));
      typeNullableUnions(document);
      integerIds(document);
      collapseEqualBranches(document);
      return document;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI's own policy, with the site's rules for framing and <base> (ASVS 3.4.3, 3.4.6).
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
