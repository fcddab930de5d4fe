import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { pageQuery } from './common';

export const contactFormSchema = z.object({
  name: z
    .string({ message: MESSAGES.contactNameRequired })
    .trim()
    .min(1, MESSAGES.contactNameRequired)
    .max(100),
  email: z
    .string({ message: MESSAGES.contactEmailInvalid })
    .trim()
    .max(254, MESSAGES.contactEmailInvalid)
    .pipe(z.email({ message: MESSAGES.contactEmailInvalid })),
  message: z
    .string({ message: MESSAGES.contactMessageRequired })
    .trim()
    .min(1, MESSAGES.contactMessageRequired)
    .max(5000, MESSAGES.contactMessageTooLong),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The form plus the captcha's payload (the ALTCHA widget's `altcha` field). */
export const contactBodySchema = contactFormSchema.extend({
  altcha: z
    .string({ message: MESSAGES.captchaRequired })
    .min(1, MESSAGES.captchaRequired)
    .max(10_000),
});

export const contactReplySchema = z.object({ success: z.literal(true), message: z.string() });

export const inboxQuerySchema = pageQuery(LIMITS.dashboardPageSize).extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  read: z.boolean(),
  forwarded: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const markReadSchema = z.object({ read: z.boolean() });
