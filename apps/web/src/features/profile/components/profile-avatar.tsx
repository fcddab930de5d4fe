import { CircleUserRound } from 'lucide-react';

type ProfileAvatarProps = {
  pictureUrl: string | null | undefined;
  /** Describes the picture; empty when the name is written next to it. */
  alt?: string;
  className?: string;
};

/** The user's round picture, cropped to fill, or the default icon without one (§2 "Profile"). */
export function ProfileAvatar({ pictureUrl, alt = '', className = 'size-24' }: ProfileAvatarProps) {
  return pictureUrl ? (
    <img
      src={pictureUrl}
      alt={alt}
      width={200}
      height={200}
      className={`${className} shrink-0 rounded-full border border-neutral-200 bg-neutral-100 object-cover`}
    />
  ) : (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700`}
    >
      <CircleUserRound strokeWidth={1.25} className="size-3/4" />
    </span>
  );
}
