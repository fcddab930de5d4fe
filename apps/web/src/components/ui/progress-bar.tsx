/** A labelled bar from 0 to 100 %. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-neutral-200"
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
