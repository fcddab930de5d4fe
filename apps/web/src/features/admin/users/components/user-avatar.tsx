import type { AdminUser } from '../api/users';

/** The user's picture, or their initial on a quiet circle. Decorative: the name is next to it. */
export function UserAvatar({ user }: { user: AdminUser }) {
  const picture = user.profilePicture?.pictureUrl;
  if (picture) {
    return (
      <img
        src={picture}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full object-cover ring-1 ring-black/10"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800"
    >
      {user.username.charAt(0).toUpperCase()}
    </span>
  );
}
