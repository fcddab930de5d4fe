import type { Product } from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '@/hooks/use-server-text';
import { useSessionToken } from '@/hooks/use-session-token';
import { useSignInPrompt } from '@/hooks/use-sign-in-prompt';
import { toast } from '@/lib/toast';
import { useFavorites } from '../api/favorites';

type FavoriteButtonProps = {
  product: Product;
  className?: string;
};

/**
 * The favourite heart (storefront §2, §4): red when the product is a favourite, grey otherwise,
 * its state read from the favourites list. Guests are told they need an account, and offered sign-in.
 */
export function FavoriteButton({ product, className = '' }: FavoriteButtonProps) {
  const { t } = useTranslation('dashboard');
  const token = useSessionToken();
  const favorites = useFavorites();
  const queryClient = useQueryClient();
  const translateServer = useServerText();
  const promptSignIn = useSignInPrompt();

  const favorited = favorites.data?.some((item) => item.id === product.id) ?? false;

  const toggle = () => {
    if (!token) {
      promptSignIn(t('favorites.guest'));
      return;
    }
    const variables = { product, favorited: !favorited };
    // The change's code loads at the first click, not with the product page.
    void import('../api/set-favorite').then(
      ({ setFavorite }) => setFavorite(queryClient, token, { t, translateServer }, variables),
      () => toast.error(t('favorites.failed')),
    );
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={favorited}
      aria-label={t('favorites.toggle')}
      title={favorited ? t('favorites.remove') : t('favorites.add')}
      data-favorited={favorited}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors ${
        favorited
          ? 'border-red-200 bg-red-50 text-red-600 hover:bg-red-100'
          : 'border-neutral-300 bg-white text-neutral-500 hover:bg-neutral-100 hover:text-neutral-700'
      } ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 transition-transform ${favorited ? 'scale-110 fill-current' : ''}`}
      />
    </button>
  );
}
