export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white"
    >
      <div className="aspect-square animate-pulse bg-neutral-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 animate-pulse rounded bg-neutral-200" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-neutral-200" />
      </div>
    </div>
  );
}
