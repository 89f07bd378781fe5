import { FEATURE_NOTE_MAX, type UpcomingFeature, upcomingFeatureListSchema } from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lightbulb, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, Button, Card, EmptyState, inputClasses, Skeleton } from '@/components/ui';
import { FieldError } from '@/components/form/form-field';
import { useActiveBusinessStore } from '@/lib/active-business-store';
import { api } from '@/lib/api-client';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';

export const FEATURES_PATH = '/vendor/api/upcoming-features/';
const votePath = (key: string) => `${FEATURES_PATH}${key}/vote/`;
const keys = (business: number | null) => ['roadmap', business] as const;

function useFeatures() {
  const business = useActiveBusinessStore((s) => s.businessId);
  return useQuery({
    queryKey: keys(business),
    queryFn: async () => upcomingFeatureListSchema.parse((await api.get(FEATURES_PATH)).data),
  });
}

function useVote() {
  const business = useActiveBusinessStore((s) => s.businessId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { key: string; vote: boolean; note?: string }) =>
      upcomingFeatureListSchema.parse(
        (v.vote
          ? await api.put(votePath(v.key), { note: v.note ?? '' })
          : await api.delete(votePath(v.key))
        ).data,
      ),
    onSuccess: (list) => client.setQueryData(keys(business), list),
  });
}

function FeatureCard({ feature }: { feature: UpcomingFeature }) {
  const vote = useVote();
  const noteId = useId();
  const errorId = useId();
  const [note, setNote] = useState(feature.note);
  const [error, setError] = useState<string | undefined>();
  const save = (on: boolean, message: string) => {
    setError(undefined);
    vote.mutate(
      { key: feature.key, vote: on, note },
      {
        onSuccess: () => notify.success(message),
        onError: (e) => {
          const fields = serverFieldErrors(e);
          if (fields.note) setError(fields.note);
          else notify.error(serverDetail(e));
        },
      },
    );
  };
  return (
    <Card as="article" aria-labelledby={`${noteId}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${noteId}-title`} className="text-lg font-semibold text-ink">
          {feature.title}
        </h2>
        <Badge tone={feature.stage === 'gelistiriliyor' ? 'accent' : 'neutral'}>
          {feature.stage_label}
        </Badge>
      </div>
      <p className="text-sm text-ink-muted">{feature.description}</p>
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {feature.votes} mağaza istiyor
      </p>
      <label htmlFor={noteId} className="text-sm font-semibold text-ink">
        Notunuz <span className="font-normal text-ink-subtle">(isteğe bağlı)</span>
      </label>
      <textarea
        id={noteId}
        rows={2}
        maxLength={FEATURE_NOTE_MAX}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Bu özellik işinizi nasıl kolaylaştırır?"
        className={`${inputClasses} min-h-16 py-2`}
      />
      <FieldError id={errorId} message={error} />
      <div className="flex flex-wrap gap-2">
        {feature.voted ? (
          <>
            <Button
              variant="secondary"
              loading={vote.isPending}
              onClick={() => save(true, 'Notunuz kaydedildi.')}
            >
              Notu kaydet
            </Button>
            <Button variant="ghost" onClick={() => save(false, 'Oyunuz geri alındı.')}>
              Oyumu geri al
            </Button>
          </>
        ) : (
          <Button
            loading={vote.isPending}
            leftIcon={<ThumbsUp aria-hidden="true" className="h-4 w-4" />}
            onClick={() => save(true, 'Oyunuz için teşekkürler!')}
          >
            Bunu istiyorum
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Dashboard `yakinda-gelecek`: upcoming seller features; a business votes and leaves a note. */
export function UpcomingFeaturesPage() {
  const features = useFeatures();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-ink">
          <Lightbulb aria-hidden="true" className="h-6 w-6 text-accent-700" />
          Yakında gelecek özellikler
        </h1>
        <p className="mt-1 max-w-2xl text-ink-muted">
          Mağaza paneline eklemeyi planladıklarımız. En çok istenenleri önce yapıyoruz: işinize
          yarayacaklara oy verin, ne beklediğinizi not olarak yazın.
        </p>
      </div>
      {features.isPending ? (
        <div role="status" aria-label="Özellikler yükleniyor" className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56 w-full" />
          ))}
        </div>
      ) : features.isError ? (
        <Card>
          <EmptyState
            title="Liste yüklenemedi"
            description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
            action={<Button onClick={() => void features.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {features.data.results.map((f) => (
            <FeatureCard key={f.key} feature={f} />
          ))}
        </div>
      )}
    </div>
  );
}
