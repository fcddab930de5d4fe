// The contact form's zod schemas, loaded on the form's first focus or validation
// (load-contact-schemas.ts): zod stays out of the page's first JavaScript.
export { contactBodySchema, contactReplySchema } from '@curio/shared';
