import type { QuestionCreated, QuestionRequest } from '@carsi/shared';
import { MessageCircleQuestion } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, inputClasses, Label } from '@/components/ui';
import { describedBy, FieldError, FormAlert } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useAskQuestion } from '../api/ask-question';

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 2000;
export const QUESTION_SENT = 'Sorunuz satıcıya iletildi. Cevaplandığında burada yayınlanacak.';

/**
 * The first problem of a question, as `questionRequestSchema` (shared contracts/feedback.ts)
 * words it, or null: the product page checks it without loading zod (ADR 043).
 */
export function questionProblem(
  body: string,
  sellerId: number | null,
): { field: 'body' | 'seller_id'; message: string } | null {
  const text = body.trim();
  if (text.length < QUESTION_MIN)
    return { field: 'body', message: `Soru en az ${QUESTION_MIN} karakter olmalı.` };
  if (text.length > QUESTION_MAX)
    return { field: 'body', message: `Soru en fazla ${QUESTION_MAX} karakter olabilir.` };
  if (
    sellerId !== null &&
    !(Number.isInteger(sellerId) && sellerId > 0 && sellerId <= 2_147_483_647)
  )
    return { field: 'seller_id', message: 'Satıcı numarası bir tam sayı olmalı.' };
  return null;
}

export interface QuestionFormProps {
  productId: number;
  /** The product's sellers, best offer's first; a choice is offered when there are several. */
  sellers: { id: number; name: string }[];
  onAsked?(question: QuestionCreated): void;
}

/** "Satıcıya soru sor": 10–2000 characters to one of the product's sellers. */
export function QuestionForm({ productId, sellers, onAsked }: QuestionFormProps) {
  const ids = { heading: useId(), body: useId(), counter: useId(), hint: useId(), seller: useId() };
  const [body, setBody] = useState('');
  const [sellerId, setSellerId] = useState<number | null>(sellers[0]?.id ?? null);
  const [errors, setErrors] = useState<{ body?: string; seller_id?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<QuestionCreated | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const sellerRef = useRef<HTMLSelectElement>(null);
  const mutation = useAskQuestion(productId);
  const several = sellers.length > 1;

  function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    setSent(null);
    // questionRequestSchema's rules, checked without zod (the product page does not load it).
    const seller = several ? sellerId : null;
    const problem = questionProblem(body, seller);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      (problem.field === 'body' ? bodyRef : sellerRef).current?.focus();
      return;
    }
    setErrors({});
    const request: QuestionRequest = {
      body: body.trim(),
      ...(seller !== null ? { seller_id: seller } : {}),
    };
    mutation.mutate(request, {
      onSuccess: (question) => {
        setSent(question);
        setBody('');
        onAsked?.(question);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors({
          ...(fields.body ? { body: fields.body } : {}),
          ...(fields.seller_id ? { seller_id: fields.seller_id } : {}),
        });
        setFormError(serverDetail(error));
        if (fields.body) bodyRef.current?.focus();
        else if (fields.seller_id) sellerRef.current?.focus();
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-card border border-line bg-card p-4 sm:p-5"
    >
      <h3 id={ids.heading} className="flex items-center gap-2 text-base font-bold text-ink">
        <MessageCircleQuestion aria-hidden="true" className="h-5 w-5 text-accent-700" />
        Satıcıya soru sor
      </h3>
      {sent && <FormAlert tone="success">{QUESTION_SENT}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      {several && (
        <div>
          <Label htmlFor={ids.seller}>Satıcı</Label>
          <select
            id={ids.seller}
            ref={sellerRef}
            value={sellerId ?? ''}
            aria-invalid={errors.seller_id ? true : undefined}
            aria-describedby={describedBy(errors.seller_id && `${ids.seller}-error`)}
            onChange={(e) => {
              setSellerId(Number(e.target.value));
              setErrors(({ seller_id: _, ...rest }) => rest);
            }}
            className={inputClasses}
          >
            {sellers.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.seller}-error`} message={errors.seller_id} />
        </div>
      )}
      <div>
        <Label htmlFor={ids.body}>Sorunuz</Label>
        <textarea
          id={ids.body}
          ref={bodyRef}
          value={body}
          maxLength={QUESTION_MAX}
          rows={3}
          required
          placeholder="Ör. Bu ürün kutulu ve faturalı mı gönderiliyor?"
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy(errors.body && `${ids.body}-error`, ids.hint, ids.counter)}
          onChange={(e) => {
            setBody(e.target.value);
            if (errors.body) setErrors(({ body: _, ...rest }) => rest);
          }}
          className="block w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30 aria-invalid:border-danger"
        />
        <FieldError id={`${ids.body}-error`} message={errors.body} />
        <div className="mt-1 flex items-start justify-between gap-3 text-xs text-ink-subtle">
          <p id={ids.hint}>
            En az {QUESTION_MIN} karakter. Sorunuz satıcı cevapladığında herkese açık olarak
            yayınlanır.
          </p>
          <p id={ids.counter} className="shrink-0">
            {body.length}/{QUESTION_MAX}
            <span className="sr-only"> karakter</span>
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
          Soruyu gönder
        </Button>
      </div>
    </form>
  );
}
