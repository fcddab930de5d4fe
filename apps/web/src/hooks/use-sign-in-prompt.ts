import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/language-navigation';
import { useSignInLink } from '@/lib/sign-in-link';
import { toast } from '@/lib/toast';

/**
 * Tells a guest that an action needs an account, with a "Sign in" button in the message that
 * leads back to this page after signing in.
 */
export function useSignInPrompt(): (message: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInLink = useSignInLink();
  return (message) =>
    toast.error(message, {
      action: { label: t('header.signIn'), onClick: () => void navigate(signInLink) },
    });
}
