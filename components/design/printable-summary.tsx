// The printable design summary: hidden on screen, the only wizard content on paper (window.print()).
import { ConstructMapView } from '@/components/design/construct-map';
import type { ConstructMap } from '@/lib/domain/design/construct-map';
import { formatPriceRange, type IndicativePrice } from '@/lib/domain/design/pricing';
import { summaryRows, type DesignSummary } from '@/lib/domain/design/summary';
import type { DesignWarning } from '@/lib/domain/design/warnings';

export function PrintableSummary({ summary, map, price, warnings }: { summary: DesignSummary; map: ConstructMap; price: IndicativePrice; warnings: DesignWarning[] }) {
  return (
    <section aria-hidden="true" className="hidden text-black print:block">
      <h2 className="text-2xl font-semibold">Gene design summary</h2>
      <p className="mt-1 text-sm">BioArk gene design wizard · {summary.designLink}</p>
      <table className="mt-6 w-full border-collapse text-sm">
        <tbody>
          {summaryRows(summary).map((r) => (
            <tr key={r.label} className="border-b">
              <th scope="row" className="w-48 py-1.5 pr-4 text-left font-medium">
                {r.label}
              </th>
              <td className="py-1.5">{r.value}</td>
            </tr>
          ))}
          <tr className="border-b">
            <th scope="row" className="py-1.5 pr-4 text-left font-medium">
              Indicative price
            </th>
            <td className="py-1.5 tabular-nums">{formatPriceRange(price)}</td>
          </tr>
          <tr className="border-b">
            <th scope="row" className="py-1.5 pr-4 text-left font-medium">
              Lead time
            </th>
            <td className="py-1.5">{price.leadTime}</td>
          </tr>
        </tbody>
      </table>
      <div className="mt-6 max-w-2xl break-inside-avoid">
        <ConstructMapView map={map} idPrefix="print-map" toolbar={false} />
      </div>
      {warnings.length ? (
        <div className="mt-6">
          <h3 className="font-semibold">Design checks</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {warnings.map((w) => (
              <li key={w.id}>{w.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-6 text-xs">Indicative prices from published kit and lentivirus prices; the final price comes with your quote.</p>
    </section>
  );
}
