/**
 * The small round count on a header icon (cart, favourites, messages). Visual only: the link
 * beside it says the number in words where it matters. Nothing when the count is 0.
 */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      aria-hidden="true"
      className="absolute -top-2 -right-2.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-card"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
