import { createContext, useContext } from 'react';

type BannerType = 'success' | 'error';
export type BannerMessage = { type: BannerType; message: string };

export type BannerContextValue = {
  banner: BannerMessage | null;
  showBanner: (banner: BannerMessage) => void;
  closeBanner: () => void;
};

export const BannerContext = createContext<BannerContextValue | null>(null);

/** The header's message banner: `showBanner({ type, message })` with a translated message. */
export function useBanner(): BannerContextValue {
  const value = useContext(BannerContext);
  if (!value) throw new Error('useBanner must be used inside <BannerProvider>');
  return value;
}
