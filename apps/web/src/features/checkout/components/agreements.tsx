import { FileText } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Button, Card, Dialog } from '@/components/ui';
import { CheckboxField } from '@/components/form/form-field';
import type { PaymentFormValues } from './payment-form-types';

export const PRE_INFORMATION_TITLE = 'Ön Bilgilendirme Formu';
export const CONTRACT_TITLE = 'Mesafeli Satış Sözleşmesi';
export const AGREEMENT_LABEL =
  "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, onaylıyorum.";

/** A short first line written in capitals ("MADDE 1 — TARAFLAR") reads as a heading. */
function isHeading(line: string): boolean {
  return line.length <= 80 && /\p{L}/u.test(line) && line === line.toLocaleUpperCase('tr-TR');
}

/** Paragraphs are separated by blank lines; single line breaks are kept. */
function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-sm leading-6 text-ink">
      {paragraphs.map((p, i) => {
        const [first = '', ...rest] = p.split('\n');
        if (!isHeading(first.trim())) {
          return (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          );
        }
        return (
          <div key={i}>
            <h3 className="font-bold text-ink">{first.trim()}</h3>
            {rest.length > 0 && <p className="mt-1 whitespace-pre-line">{rest.join('\n')}</p>}
          </div>
        );
      })}
    </div>
  );
}

const docButton =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-accent-700 underline-offset-2 hover:bg-accent-50 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600';

/** The two legal texts, each readable in a dialog, and the one required checkbox. */
export function Agreements({
  preInformation,
  contract,
  register,
  error,
}: {
  preInformation: string;
  contract: string;
  register: UseFormRegister<PaymentFormValues>;
  error?: string;
}) {
  const [open, setOpen] = useState<'pre' | 'contract' | null>(null);
  const close = () => setOpen(null);
  return (
    <Card as="section" aria-labelledby="agreements-title" className="space-y-3">
      <h2 id="agreements-title" className="text-base font-bold">
        Sözleşmeler ve formlar
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={docButton} onClick={() => setOpen('pre')}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {PRE_INFORMATION_TITLE}
        </button>
        <button type="button" className={docButton} onClick={() => setOpen('contract')}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {CONTRACT_TITLE}
        </button>
      </div>
      <CheckboxField
        id="accept-agreements"
        label={AGREEMENT_LABEL}
        error={error}
        {...register('accept')}
      />
      <Dialog
        open={open !== null}
        onClose={close}
        title={open === 'contract' ? CONTRACT_TITLE : PRE_INFORMATION_TITLE}
        className="sm:max-w-2xl"
        footer={<Button onClick={close}>Kapat</Button>}
      >
        <Paragraphs text={open === 'contract' ? contract : preInformation} />
      </Dialog>
    </Card>
  );
}
