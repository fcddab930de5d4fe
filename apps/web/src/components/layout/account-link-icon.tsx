import type { AccountLink } from './use-account-links';

type AccountLinkIconProps = { link: AccountLink; className: string; pictureClassName: string };

/** An account link's icon: the user's picture on the profile link when there is one. */
export function AccountLinkIcon({ link, className, pictureClassName }: AccountLinkIconProps) {
  const Icon = link.icon;
  return link.pictureUrl ? (
    <img
      src={link.pictureUrl}
      alt=""
      width={64}
      height={64}
      className={`${pictureClassName} shrink-0 rounded-full bg-neutral-100 object-cover ring-1 ring-neutral-200`}
    />
  ) : (
    <Icon aria-hidden="true" className={className} />
  );
}
