import { ShieldCheck } from 'lucide-react';
import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { ConversationList } from './conversation-list';

/** /mesaj_kutusu/: every conversation of the caller, newest first, with unread badges. */
export function InboxPage() {
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: 'Hesabım', to: paths.profile.path },
          { label: paths.inbox.title },
        ]}
        className="mb-4"
      />
      <div className="mx-auto max-w-3xl space-y-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">{paths.inbox.title}</h1>
          <p className="mt-1 flex items-start gap-2 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
            Satıcılarla yazışmalarınız burada. Güvenliğiniz için ödeme ve iletişimi Çarşı dışına
            taşımayın: telefon, e-posta, IBAN paylaşılamaz.
          </p>
        </div>
        <ConversationList emptyText="Bir ürün sayfasından ya da siparişinizden satıcıya mesaj gönderdiğinizde konuşmalarınız burada listelenir." />
      </div>
    </Container>
  );
}
