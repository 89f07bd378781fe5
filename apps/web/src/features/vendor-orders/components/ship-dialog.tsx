import { cargoCompanyList, isValidTrackingNumber } from '@carsi/shared';
import { useId, useState } from 'react';
import { Button, Dialog, Input, Label } from '@/components/ui';

export interface ShipTarget {
  packageId: number;
  /** Shown above the fields: order number (and buyer). */
  title: string;
}

export interface ShipDialogProps {
  packages: ShipTarget[];
  defaultCargo?: string;
  pending?: boolean;
  error?: string | null;
  onClose: () => void;
  onSubmit: (cargo: string, trackingNumbers: Record<number, string>) => void;
}

const INVALID = 'Takip numarası seçilen kargo firmasının numara biçimine uymuyor.';

/**
 * "Kargoya ver": one cargo company, a tracking number per package, each checked with the same
 * function the server uses before anything is sent.
 */
export function ShipDialog({
  packages,
  defaultCargo = 'yurtici',
  pending,
  error,
  onClose,
  onSubmit,
}: ShipDialogProps) {
  const id = useId();
  const [cargo, setCargo] = useState(defaultCargo);
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  function submit() {
    const found: Record<number, string> = {};
    for (const p of packages) {
      const n = (numbers[p.packageId] ?? '').trim();
      if (!n) found[p.packageId] = 'Takip numarasını girin.';
      else if (!isValidTrackingNumber(cargo, n)) found[p.packageId] = INVALID;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(cargo, numbers);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Kargoya ver"
      description="Kargo firmasını seçin ve her paketin takip numarasını girin."
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button onClick={submit} disabled={pending}>
            Kargoya ver
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        {error && (
          <p role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger-700">
            {error}
          </p>
        )}
        <div>
          <Label htmlFor={`${id}-cargo`}>Kargo firması</Label>
          <select
            id={`${id}-cargo`}
            value={cargo}
            onChange={(e) => setCargo(e.target.value)}
            className="mt-1 w-full rounded-xl border border-line bg-card px-3.5 py-2.5 text-ink"
          >
            {cargoCompanyList().map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {packages.map((p) => (
          <div key={p.packageId}>
            <Label htmlFor={`${id}-${p.packageId}`}>Takip numarası — {p.title}</Label>
            <Input
              id={`${id}-${p.packageId}`}
              value={numbers[p.packageId] ?? ''}
              invalid={Boolean(errors[p.packageId])}
              aria-describedby={errors[p.packageId] ? `${id}-${p.packageId}-e` : undefined}
              onChange={(e) => setNumbers({ ...numbers, [p.packageId]: e.target.value })}
              inputMode="text"
              autoComplete="off"
            />
            {errors[p.packageId] && (
              <p id={`${id}-${p.packageId}-e`} className="mt-1 text-sm text-danger-700">
                {errors[p.packageId]}
              </p>
            )}
          </div>
        ))}
      </div>
    </Dialog>
  );
}
