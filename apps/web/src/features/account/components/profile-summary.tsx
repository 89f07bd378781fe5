import { genderLabels, type Profile } from '@carsi/shared';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { displayTrPhone } from '@/lib/phone';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-center sm:gap-4">
      <dt className="text-sm text-ink-muted sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  );
}

const missing = <span className="text-ink-subtle">Belirtilmedi</span>;

/** The profile at a glance: name, e-mail (verified or a link to verify), phone, birth date… */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Card as="section" aria-labelledby="profile-summary-title">
      <h2 id="profile-summary-title" className="text-lg font-semibold text-ink">
        Üyelik bilgilerim
      </h2>
      <dl className="mt-2 divide-y divide-line">
        <Row term="Ad soyad">{fullName || missing}</Row>
        <Row term="E-posta">
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{profile.email}</span>
            {profile.email_verified ? (
              <Badge
                tone="success"
                icon={<BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />}
              >
                Doğrulandı
              </Badge>
            ) : (
              <Link
                to={paths.emailVerify.path}
                className="inline-flex items-center gap-1 rounded text-sm font-semibold text-accent-700 hover:underline"
              >
                <CircleAlert aria-hidden="true" className="h-4 w-4" />
                E-postanı doğrula
              </Link>
            )}
          </span>
        </Row>
        <Row term="Cep telefonu">{profile.phone ? displayTrPhone(profile.phone) : missing}</Row>
        <Row term="Doğum tarihi">
          {profile.birth_date ? formatDate(`${profile.birth_date.slice(0, 10)}T00:00:00`) : missing}
        </Row>
        <Row term="Cinsiyet">{profile.gender ? genderLabels[profile.gender] : missing}</Row>
        <Row term="E-posta izni">
          {profile.marketing_consent
            ? 'Kampanya ve fırsatlar için e-posta almak istiyorum.'
            : 'Kampanya e-postası almak istemiyorum.'}
        </Row>
      </dl>
    </Card>
  );
}

/** The card's shape while the profile loads (hidden from assistive technology). */
export function ProfileSummarySkeleton() {
  return (
    <Card>
      <Skeleton className="h-6 w-44" />
      <div className="mt-4 flex flex-col gap-4">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-48" />
          </div>
        ))}
      </div>
    </Card>
  );
}
