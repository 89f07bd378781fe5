import { verifyEmailRequestSchema, type User, type VerificationStatus } from '@carsi/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Input, Label } from '@/components/ui';
import { httpStatus } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { retryAfterSeconds, serverDetail } from '@/lib/server-errors';
import { formatCountdown, useSecondsUntil } from '../use-countdown';
import { useSingleFlight } from '../use-single-flight';
import { trIssueMessage } from '@/lib/form-validation';
import { describedBy, FieldError, FieldHint, FormAlert } from '@/components/form/form-field';

const CODE_LENGTH = 6;
const resolver = zodResolver(verifyEmailRequestSchema, { error: trIssueMessage });

/** The digits of typed or pasted text, at most six ("Kod: 123 456" → "123456"). */
export function codeDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export interface VerifyCodeFormProps {
  status: VerificationStatus;
  /** When `status` was answered (ms): the resend countdown counts from then. */
  statusAt: number;
  /** The code was right: the session's user is already the verified one. */
  onVerified: (result: { detail: string; user: User }) => void;
}

/**
 * The 6-digit code (one numeric input, filled by a paste or the phone's one-time-code
 * suggestion, sent as soon as it is complete), the server's answer on a wrong or expired code,
 * and "Kodu tekrar gönder" that opens when its countdown reaches 0.
 */
export function VerifyCodeForm({ status, statusAt, onVerified }: VerifyCodeFormProps) {
  const ids = { input: useId(), error: useId(), hint: useId(), attempts: useId() };
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [resendDeadline, setResendDeadline] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const verifyFlight = useSingleFlight();
  const resendFlight = useSingleFlight();

  const deadline = Math.max(statusAt + status.resend_available_in * 1000, resendDeadline);
  const secondsLeft = useSecondsUntil(deadline);
  const triesUsedUp = status.attempts_left === 0;

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
    clearErrors,
  } = useForm<{ code: string }>({ resolver, defaultValues: { code: '' } });
  const codeField = register('code');

  function submit(values: { code: string }) {
    if (!verifyFlight.start()) return;
    setFormError(null);
    setNotice(null);
    verify.mutate(values.code, {
      onSettled: verifyFlight.done,
      onSuccess: onVerified,
      onError: (error) => {
        setFailed(true);
        setFormError(
          serverDetail(
            error,
            httpStatus(error) === 429
              ? 'Deneme hakkınız doldu. Lütfen yeni bir kod isteyin.'
              : 'Kod doğrulanamadı. Lütfen tekrar deneyin.',
          ),
        );
        setValue('code', '');
        inputRef.current?.focus();
      },
    });
  }

  function setCode(text: string) {
    const digits = codeDigits(text);
    // Typing past the sixth digit, or a paste of the same code, is not a new attempt.
    const unchanged = digits === getValues('code');
    setValue('code', digits, { shouldValidate: false });
    if (unchanged) return;
    if (errors.code) clearErrors('code');
    if (digits.length === CODE_LENGTH && !triesUsedUp) void handleSubmit(submit)();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    event.preventDefault();
    setCode(text);
  }

  function onResend() {
    if (secondsLeft > 0 || !resendFlight.start()) return;
    setFormError(null);
    setNotice(null);
    resend.mutate(undefined, {
      onSettled: resendFlight.done,
      onSuccess: (result) => {
        setResendDeadline(Date.now() + result.resend_available_in * 1000);
        setFailed(false);
        setNotice(result.detail);
        notify.success(result.detail);
        setValue('code', '');
        inputRef.current?.focus();
      },
      onError: (error) => {
        const wait = retryAfterSeconds(error);
        if (wait !== null) setResendDeadline(Date.now() + wait * 1000);
        setFormError(serverDetail(error, 'Kod gönderilemedi. Lütfen tekrar deneyin.'));
      },
    });
  }

  const showAttempts = failed && !triesUsedUp && !(formError && /kalan deneme/i.test(formError));

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="flex flex-col gap-5">
      {formError && <FormAlert id={ids.error}>{formError}</FormAlert>}
      {notice && !formError && <FormAlert tone="success">{notice}</FormAlert>}

      <div>
        <Label htmlFor={ids.input}>Doğrulama kodu</Label>
        <Input
          id={ids.input}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="• • • • • •"
          spellCheck={false}
          disabled={triesUsedUp}
          invalid={!!errors.code || !!formError}
          aria-describedby={describedBy(
            errors.code && `${ids.input}-error`,
            formError && ids.error,
            showAttempts && ids.attempts,
            ids.hint,
          )}
          className="h-14 text-center font-mono text-2xl tracking-[0.5em] tabular-nums placeholder:tracking-[0.3em]"
          name={codeField.name}
          onBlur={codeField.onBlur}
          ref={(el) => {
            codeField.ref(el);
            inputRef.current = el;
          }}
          onChange={(e) => setCode(e.target.value)}
          onPaste={onPaste}
        />
        <FieldError id={`${ids.input}-error`} message={errors.code?.message} />
        {showAttempts && (
          <p id={ids.attempts} className="mt-1.5 text-sm font-medium text-warning">
            Kalan deneme hakkınız: {status.attempts_left}
          </p>
        )}
        <FieldHint id={ids.hint}>
          {triesUsedUp
            ? 'Deneme hakkınız doldu. Yeni bir kod isteyin.'
            : 'E-postadaki 6 haneli kodu girin ya da yapıştırın.'}
        </FieldHint>
      </div>

      <Button
        type="submit"
        size="lg"
        loading={verify.isPending}
        disabled={triesUsedUp}
        className="w-full"
      >
        Doğrula
      </Button>

      <div className="flex flex-col items-center gap-1 text-sm text-ink-muted">
        <span>Kod gelmedi mi? Gereksiz (spam) klasörünü de kontrol edin.</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        >
          {secondsLeft > 0
            ? `Kodu tekrar gönder (${formatCountdown(secondsLeft)})`
            : 'Kodu tekrar gönder'}
        </Button>
      </div>
    </form>
  );
}
