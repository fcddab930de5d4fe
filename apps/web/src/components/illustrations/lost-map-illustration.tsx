/** A folded map with a question mark, for the not-found page. */
export function LostMapIllustration() {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" className="h-auto w-full">
      <ellipse cx="120" cy="186" rx="96" ry="10" fill="#e5e5e5" />
      <path d="M30 40 90 24l60 16 60-16v136l-60 16-60-16-60 16z" fill="#e0e7ff" />
      <path d="M90 24v136M150 40v136" stroke="#a5b4fc" strokeWidth="3" />
      <path
        d="M46 140c20-30 44-10 60-34s40-8 52-30 30-16 38-20"
        fill="none"
        stroke="#6366f1"
        strokeWidth="4"
        strokeDasharray="8 8"
        strokeLinecap="round"
      />
      <circle cx="120" cy="92" r="34" fill="#4338ca" />
      <path
        d="M108 82a12 12 0 1 1 17 11c-4 2-5 5-5 9"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx="120" cy="114" r="4.5" fill="#fbbf24" />
    </svg>
  );
}
