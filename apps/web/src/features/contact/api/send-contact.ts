import type { ContactForm } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { loadContactSchemas } from '../utils/load-contact-schemas';

/** The challenge URL of the ALTCHA widget (our own server, no third party). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

type ContactBody = ContactForm & { altcha: string };

/** Sends the contact form with the captcha's payload (POST /api/contact). */
function sendContact(body: ContactBody) {
  return apiFetch('/api/contact', {
    method: 'POST',
    body,
    schema: () => loadContactSchemas().then((schemas) => schemas.contactReplySchema),
  });
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
