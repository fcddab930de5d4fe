import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { BannerContext, type BannerMessage } from './banner-context';

export function BannerProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const showBanner = useCallback((next: BannerMessage) => setBanner(next), []);
  const closeBanner = useCallback(() => setBanner(null), []);
  const value = useMemo(
    () => ({ banner, showBanner, closeBanner }),
    [banner, showBanner, closeBanner],
  );
  return <BannerContext value={value}>{children}</BannerContext>;
}
