declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart body the handler reads itself (`request.files()`), for the
     * OpenAPI description only: Fastify validates no body on such a route.
     */
    multipartBody?: MultipartBody;
  }
}

interface MultipartPart {
  description: string;
  /** A file part (`format: binary`); else a text field. */
  file: boolean;
  required?: boolean;
  /** Up to this many files under the same name. */
  maxFiles?: number;
}

type MultipartBody = Readonly<Record<string, MultipartPart>>;

/** The JSON schema of a multipart body, as OpenAPI describes form fields and file parts. */
export function multipartBodySchema(body: MultipartBody): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(body).map(([name, { description, file, maxFiles }]) => {
      const one = file ? { type: 'string', format: 'binary' } : { type: 'string' };
      return [
        name,
        maxFiles && maxFiles > 1
          ? { type: 'array', items: one, minItems: 1, maxItems: maxFiles, description }
          : { ...one, description },
      ];
    }),
  );
  const required = Object.entries(body).flatMap(([name, part]) => (part.required ? [name] : []));
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
