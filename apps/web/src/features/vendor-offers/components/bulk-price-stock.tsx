import {
  BULK_JOB_STATE_LABELS,
  BULK_MAX_ROWS,
  BULK_ROW_STATUS_LABELS,
  type BulkJob,
  type BulkRowStatus,
} from '@carsi/shared';
import { Download, FileSpreadsheet } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  Badge,
  type BadgeTone,
  Button,
  Dialog,
  FileInput,
  Label,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { FormAlert } from '@/components/form/form-field';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  bulkJobPath,
  downloadProtected,
  templatePath,
  uploadBulkFile,
  useBulkJob,
} from '../api/vendor-offers';

const SHOWN_ROWS = 200;
const TONE: Record<BulkRowStatus, BadgeTone> = {
  bekliyor: 'neutral',
  guncellendi: 'success',
  degisiklik_yok: 'neutral',
  reddedildi: 'danger',
};

async function download(path: string, name: string) {
  try {
    await downloadProtected(path, name);
  } catch (err) {
    notify.error(serverDetail(err, 'Dosya indirilemedi. Lütfen tekrar deneyin.'));
  }
}

function Progress({ job }: { job: BulkJob }) {
  const pct = job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100);
  const finished = job.state === 'tamamlandi' || job.state === 'basarisiz';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-ink">
          {job.file_name}: {BULK_JOB_STATE_LABELS[job.state]}
        </span>
        <span className="text-ink-muted" aria-live="polite">
          {job.processed.toLocaleString('tr-TR')} / {job.total.toLocaleString('tr-TR')} satır
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Yükleme ilerlemesi"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-3 overflow-hidden rounded-full bg-line"
      >
        <div
          className={
            job.state === 'basarisiz' ? 'h-full bg-danger' : 'h-full bg-accent-600 transition-all'
          }
          style={{ width: `${pct}%` }}
        />
      </div>
      {finished && (
        <p className="flex flex-wrap gap-2 text-sm" aria-label="Sonuç özeti">
          <Badge tone="success">{job.counts.guncellendi} güncellendi</Badge>
          <Badge tone="neutral">{job.counts.degisiklik_yok} değişiklik yok</Badge>
          <Badge tone="danger">{job.counts.reddedildi} reddedildi</Badge>
        </p>
      )}
      {job.error && <FormAlert>{job.error}</FormAlert>}
    </div>
  );
}

function Results({ job }: { job: BulkJob }) {
  const [onlyRefused, setOnlyRefused] = useState(job.counts.reddedildi > 0);
  const rows = onlyRefused ? job.rows.filter((r) => r.status === 'reddedildi') : job.rows;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={onlyRefused}
            onChange={(e) => setOnlyRefused(e.target.checked)}
            className="h-4 w-4 accent-accent-600"
          />
          Yalnızca reddedilen satırlar
        </label>
        <Button
          variant="secondary"
          size="sm"
          leftIcon={<Download aria-hidden className="h-4 w-4" />}
          onClick={() =>
            void download(
              `${bulkJobPath(job.id)}?format=csv`,
              `toplu-yukleme-${job.id}-sonuclar.csv`,
            )
          }
        >
          Sonuçları indir
        </Button>
      </div>
      <div className="max-h-80 overflow-auto rounded-lg border border-line">
        <Table aria-label="Satır sonuçları">
          <THead>
            <Tr>
              <Th>Satır</Th>
              <Th>Barkod / stok kodu</Th>
              <Th>Sonuç</Th>
              <Th>Neden</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.slice(0, SHOWN_ROWS).map((r) => (
              <Tr key={r.row}>
                <Td>{r.row}</Td>
                <Td className="font-mono text-xs">{r.barcode ?? r.sku ?? '-'}</Td>
                <Td>
                  <Badge tone={TONE[r.status]}>{BULK_ROW_STATUS_LABELS[r.status]}</Badge>
                </Td>
                <Td className="text-sm">{r.reason ?? '-'}</Td>
              </Tr>
            ))}
            {rows.length === 0 && (
              <Tr>
                <Td colSpan={4} className="text-center text-sm text-ink-muted">
                  Reddedilen satır yok.
                </Td>
              </Tr>
            )}
          </TBody>
        </Table>
      </div>
      {rows.length > SHOWN_ROWS && (
        <p className="text-sm text-ink-muted">
          İlk {SHOWN_ROWS} satır gösteriliyor; tamamı için sonuçları indirin.
        </p>
      )}
    </div>
  );
}

/** Template, upload, progress and per-row results of a bulk price & stock file. */
export function BulkPriceStock() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const job = useBulkJob(jobId);
  const finished = job.data?.state === 'tamamlandi' || job.data?.state === 'basarisiz';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setError('Yüklemek için bir CSV veya XLSX dosyası seçin.');
      return;
    }
    setError(null);
    setUploading(true);
    try {
      setJobId(await uploadBulkFile(file));
    } catch (err) {
      setError(serverDetail(err));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-5">
      <section aria-labelledby={`${id}-t1`} className="space-y-2">
        <h3 id={`${id}-t1`} className="font-semibold text-ink">
          1. Şablonu indirin
        </h3>
        <p className="text-sm text-ink-muted">
          Şablonda sattığınız ürünler güncel fiyat ve stoklarıyla yer alır. Barkod veya stok kodu
          ile eşleşir; boş bıraktığınız hücre değişmez. Fiyatları 1.299,90 ya da 1299.90 biçiminde
          yazabilirsiniz. En fazla {BULK_MAX_ROWS.toLocaleString('tr-TR')} satır.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            leftIcon={<Download aria-hidden className="h-4 w-4" />}
            onClick={() => void download(templatePath('csv'), 'fiyat-stok-sablonu.csv')}
          >
            CSV şablonu
          </Button>
          <Button
            variant="secondary"
            size="sm"
            leftIcon={<FileSpreadsheet aria-hidden className="h-4 w-4" />}
            onClick={() => void download(templatePath('xlsx'), 'fiyat-stok-sablonu.xlsx')}
          >
            Excel şablonu
          </Button>
        </div>
      </section>

      <form onSubmit={submit} className="space-y-2" aria-labelledby={`${id}-t2`} noValidate>
        <h3 id={`${id}-t2`} className="font-semibold text-ink">
          2. Dosyayı yükleyin
        </h3>
        <Label htmlFor={`${id}-file`}>Fiyat ve stok dosyası (CSV veya XLSX)</Label>
        <FileInput
          id={`${id}-file`}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" loading={uploading} disabled={jobId !== null && !finished}>
          Yükle
        </Button>
      </form>

      {jobId !== null && (
        <section aria-label="Yükleme durumu" className="space-y-4">
          {job.data ? (
            <Progress job={job.data} />
          ) : (
            <p role="status" className="text-sm text-ink-muted">
              Yükleme başlıyor…
            </p>
          )}
          {job.data && finished && job.data.rows.length > 0 && <Results job={job.data} />}
        </section>
      )}
    </div>
  );
}

/** The bulk price & stock upload in a dialog, for any page that wants it (e.g. the products list). */
export function BulkPriceStockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Toplu fiyat ve stok güncelle"
      description="Bir dosyayla tüm ürünlerinizin fiyatını ve stoğunu birden değiştirin."
      className="sm:max-w-3xl"
    >
      <BulkPriceStock />
    </Dialog>
  );
}
