import { documentTexts, formatRupiah, formatVolume, type ProjectResources } from '@kalkulator/core';

/**
 * What to buy and hire for the whole project: upah (OH), bahan and alat, with quantities as they are bought; `frozen`:
 * some RAB lines keep another price than today's analysis, which these amounts use.
 */
export function ResourcesTable({ resources, frozen }: { resources: ProjectResources; frozen: boolean }) {
  return (
    <div className="space-y-4" data-testid="project-resources">
      {/* The table is wider than a phone (min-w-[34rem] < 640 px): say it scrolls. */}
      <p className="text-xs text-slate-500 sm:hidden" data-testid="resources-scroll-hint">
        Geser tabel ke samping untuk melihat jumlah yang dibeli dan harganya →
      </p>
      {resources.groups.map((group) => (
        <div
          key={group.group}
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={group.title}
        >
          <table className="w-full min-w-[34rem] text-sm">
            <caption className="pb-1 text-left text-sm font-semibold text-slate-800">{group.title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500">
                <th scope="col" className="py-1.5 pr-2">
                  Uraian
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  Kebutuhan
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  Dibeli
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Jumlah harga
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {group.lines.map((line) => (
                <tr key={`${line.code}-${line.name}-${line.unit}`} data-testid="resource-line">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {line.name} <span className="text-xs font-normal text-slate-500">{line.code}</span>
                  </th>
                  <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">
                    {formatVolume(line.quantity)} {line.unit}
                  </td>
                  <td
                    className="py-1.5 pr-2 text-right font-semibold whitespace-nowrap tabular-nums"
                    data-testid="resource-purchase"
                  >
                    {formatVolume(line.purchase.quantity)} {line.purchase.unit}
                  </td>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                    {formatRupiah(line.amount)}
                  </td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row" className="py-1.5 pr-2 text-left" colSpan={3}>
                  Jumlah {group.title.toLowerCase()}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatRupiah(group.total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ))}
      <p className="text-xs text-slate-500" data-testid="resources-note">
        {documentTexts.resourcesNote}
      </p>
      {frozen && (
        <p className="text-xs text-amber-800" data-testid="resources-frozen-note">
          {documentTexts.resourcesFrozenNote}
        </p>
      )}
    </div>
  );
}
