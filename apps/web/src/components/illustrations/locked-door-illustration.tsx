/** A closed padlock in front of a door, for the unauthorized page. */
export function LockedDoorIllustration() {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" className="h-auto w-full">
      <ellipse cx="120" cy="186" rx="96" ry="10" fill="#e5e5e5" />
      <rect x="64" y="20" width="112" height="166" rx="8" fill="#e0e7ff" />
      <rect x="78" y="34" width="84" height="152" rx="4" fill="#c7d2fe" />
      <circle cx="146" cy="112" r="5" fill="#4338ca" />
      <path
        d="M96 96v-18a24 24 0 0 1 48 0v18"
        fill="none"
        stroke="#3730a3"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <rect x="84" y="94" width="72" height="58" rx="10" fill="#4338ca" />
      <circle cx="120" cy="117" r="8" fill="#fbbf24" />
      <rect x="116" y="121" width="8" height="16" rx="3" fill="#fbbf24" />
    </svg>
  );
}
