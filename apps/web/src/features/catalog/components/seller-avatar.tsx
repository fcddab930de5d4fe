import { CircleUserRound } from 'lucide-react';

type SellerAvatarProps = {
  pictureUrl: string | null | undefined;
  /** `responsive`: 60 px, 100 px on larger screens (product page); `large`: 100 px. */
  size?: 'responsive' | 'large';
  /** Empty when the seller's name is written next to the picture. */
  alt?: string;
};

const sizes = {
  responsive: 'size-[60px] sm:size-[100px]',
  large: 'size-[100px]',
} as const;

/** A seller's round profile picture, cropped to fill, or a default icon without one. */
export function SellerAvatar({ pictureUrl, size = 'responsive', alt = '' }: SellerAvatarProps) {
  return pictureUrl ? (
    <img
      src={pictureUrl}
      alt={alt}
      width={100}
      height={100}
      loading="lazy"
      className={`${sizes[size]} shrink-0 rounded-full border border-neutral-200 bg-neutral-100 object-cover`}
    />
  ) : (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700`}
    >
      <CircleUserRound strokeWidth={1.5} className="size-3/4" />
    </span>
  );
}
