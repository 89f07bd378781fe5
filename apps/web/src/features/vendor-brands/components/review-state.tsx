import { REVIEW_STATUS_LABELS, type ReviewRejection, type ReviewStatus } from '@carsi/shared';
import { CircleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui';

const TONES: Record<ReviewStatus, BadgeTone> = {
  beklemede: 'warning',
  onaylandi: 'success',
  reddedildi: 'danger',
};

export function ReviewBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}

/**
 * The rejection's reasons that concern `field` (or, with `field` undefined, every reason; with
 * null, those of the whole form) and the operator's note.
 */
export function RejectionNote({
  rejection,
  field,
  withNote = false,
}: {
  rejection: ReviewRejection | null;
  field?: string | null;
  withNote?: boolean;
}) {
  if (!rejection) return null;
  const reasons =
    field === undefined ? rejection.reasons : rejection.reasons.filter((r) => r.field === field);
  if (reasons.length === 0 && !(withNote && rejection.note)) return null;
  return (
    <div className="mt-1.5 rounded-lg bg-[#fee2e2]/60 px-3 py-2 text-sm text-danger">
      {reasons.map((r) => (
        <p key={r.code} className="flex items-start gap-1.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{r.label}</span>
        </p>
      ))}
      {withNote && rejection.note ? (
        <p className="mt-1 text-ink-muted">
          <span className="font-semibold">Yönetici notu:</span> {rejection.note}
        </p>
      ) : null}
    </div>
  );
}
