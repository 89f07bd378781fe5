import type { ProductDetail } from '@carsi/shared';
import { ChevronRight } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui';
import { paths } from '@/config/paths';

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-3 text-lg font-bold tracking-tight text-ink sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Ürün özellikleri": the non-axis attributes as a two-column table. */
export function AttributeTable({ attributes }: { attributes: ProductDetail['attributes'] }) {
  if (attributes.length === 0) return null;
  return (
    <Section title="Ürün özellikleri">
      <div className="overflow-hidden rounded-card border border-line bg-card">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Ürün özellikleri</caption>
          <tbody className="divide-y divide-line">
            {attributes.map((a, i) => (
              <tr key={`${a.name}-${i}`} className="even:bg-surface">
                <th scope="row" className="w-2/5 px-4 py-2.5 font-medium text-ink-muted">
                  {a.name}
                </th>
                <td className="px-4 py-2.5 text-ink">{a.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

// Prose styling without a typography plugin: the few elements a product description uses.
const proseClasses =
  'max-w-none text-[0.9375rem] leading-relaxed text-ink ' +
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5 ' +
  '[&_li]:my-1 [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-1.5 ' +
  '[&_h3]:font-semibold [&_h4]:font-semibold [&_strong]:font-semibold [&_b]:font-semibold ' +
  '[&_a]:text-accent-700 [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_table]:my-3 ' +
  '[&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 ' +
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0';

/** "Ürün açıklaması". */
export function ProductDescription({ html }: { html: string }) {
  if (!html.trim()) return null;
  return (
    <Section title="Ürün açıklaması">
      <div
        className={`${proseClasses} rounded-card border border-line bg-card p-4 sm:p-6`}
        // The server sanitizes descriptions when they are saved and again when it answers
        // (allow-listed tags and attributes only), so this HTML is safe to insert as is.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Section>
  );
}

const SYSTEMS_SHOWN = 8;

/** "Uyumlu araçlar / cihazlar": name chains like "Renault › Clio › 2019–2025". */
export function CompatibleSystems({ systems }: { systems: ProductDetail['systems'] }) {
  const [all, setAll] = useState(false);
  if (systems.length === 0) return null;
  const shown = all ? systems : systems.slice(0, SYSTEMS_SHOWN);
  return (
    <Section title="Uyumlu araçlar / cihazlar">
      <ul className="grid gap-2 sm:grid-cols-2">
        {shown.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center gap-1 rounded-xl border border-line bg-card px-3 py-2 text-sm text-ink"
          >
            {s.names.map((name, i) => (
              <span key={i} className="inline-flex items-center gap-1">
                {i > 0 && (
                  <>
                    <span className="sr-only">, </span>
                    <ChevronRight aria-hidden="true" className="h-3.5 w-3.5 text-ink-subtle" />
                  </>
                )}
                <span className={i === s.names.length - 1 ? 'font-semibold' : undefined}>
                  {name}
                </span>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {systems.length > SYSTEMS_SHOWN && (
          <Button variant="secondary" size="sm" onClick={() => setAll((v) => !v)}>
            {all ? 'Daha az göster' : `Tümünü göster (${systems.length})`}
          </Button>
        )}
        <Link
          to={paths.compatibleSystem.path}
          className="text-sm font-semibold text-accent-700 hover:underline"
        >
          Aracınıza / cihazınıza uyan diğer ürünler
        </Link>
      </div>
    </Section>
  );
}

export { Section };
