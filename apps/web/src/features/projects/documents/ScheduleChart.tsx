import { useEffect, useRef, useState } from 'react';
import { addDays, formatNumber, type PricedProject, type ProjectSchedule } from '@kalkulator/core';

// The time schedule on screen: each line's weeks as a Gantt bar, the cumulative planned progress (S-curve) drawn
// over the bars against the right-hand 0–100 % scale, and the planned weekly and cumulative % under the weeks.
// Wide schedules scroll sideways on a phone; the labels stay readable (no shrinking below WEEK px a week).

const LABEL = 150;
/**
 * A line's name fits the label column at 11 px (about 6,5 px a character) with its "…"; a division's row has no
 * bar, so its name may run on over the weeks.
 */
const ITEM_LABEL_CHARS = 21;
const DIVISION_LABEL_CHARS = 40;
const shortLabel = (label: string, chars: number) =>
  label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
/** The narrowest a week gets; wider screens share their width among the weeks. */
const MIN_WEEK = 44;
const MAX_WEEK = 160;
const ROW = 24;
const HEAD = 34;
const FOOT = 2 * ROW;
const SCALE = 34;

export function ScheduleChart({
  priced,
  schedule,
  startDate,
}: {
  priced: PricedProject;
  schedule: ProjectSchedule;
  startDate: string;
}) {
  const rows: { kind: 'division' | 'item'; label: string; at?: number }[] = [];
  let at = 0;
  for (const division of priced.divisions) {
    rows.push({ kind: 'division', label: `${division.code}. ${division.name}` });
    for (let i = 0; i < division.items.length; i += 1) {
      rows.push({ kind: 'item', label: `${i + 1}. ${schedule.items[at]!.description}`, at });
      at += 1;
    }
  }
  const scroller = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const WEEK = Math.min(MAX_WEEK, Math.max(MIN_WEEK, Math.floor((room - LABEL - SCALE) / schedule.weeks)));
  const width = LABEL + schedule.weeks * WEEK + SCALE;
  const bodyTop = HEAD;
  const bodyBottom = HEAD + rows.length * ROW;
  const height = bodyBottom + FOOT + 4;
  const x = (week: number) => LABEL + week * WEEK;
  const curveY = (value: number) => bodyBottom - (value / 100) * (bodyBottom - bodyTop);
  const curve = [
    `${x(0)},${curveY(0)}`,
    ...schedule.cumulative.map((value, week) => `${x(week + 1)},${curveY(value)}`),
  ];
  const last = schedule.cumulative.at(-1) ?? 0;
  return (
    <div
      ref={scroller}
      className="overflow-x-auto rounded-xl ring-1 ring-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      tabIndex={0}
      role="region"
      aria-label="Jadwal dan kurva S (geser ke samping)"
      data-testid="schedule-chart-scroll"
    >
      <svg
        role="img"
        aria-labelledby="schedule-chart-title"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block bg-white text-slate-900"
        data-testid="schedule-chart"
      >
        <title id="schedule-chart-title">
          {`Jadwal ${schedule.weeks} minggu; kurva S kumulatif: ${schedule.cumulative.map((value, week) => `minggu ${week + 1} ${formatNumber(value, 2)}%`).join(', ')}`}
        </title>
        <rect x={0} y={0} width={width - SCALE} height={HEAD} className="fill-slate-800" />
        <text x={8} y={21} className="fill-white text-[12px] font-semibold">
          Uraian pekerjaan
        </text>
        {Array.from({ length: schedule.weeks }, (_, week) => (
          <g key={week}>
            <text
              x={x(week) + WEEK / 2}
              y={startDate ? 15 : 21}
              textAnchor="middle"
              className="fill-white text-[11px] font-semibold"
            >
              {`${WEEK >= 80 ? 'Minggu ' : 'M'}${week + 1}`}
              <title>{`Minggu ${week + 1}`}</title>
            </text>
            {startDate && (
              <text x={x(week) + WEEK / 2} y={28} textAnchor="middle" className="fill-slate-300 text-[9px]">
                {addDays(startDate, week * 7)
                  .slice(5)
                  .split('-')
                  .reverse()
                  .join('/')}
              </text>
            )}
          </g>
        ))}
        {rows.map((row, index) => {
          const y = bodyTop + index * ROW;
          const item = row.at !== undefined ? schedule.items[row.at] : undefined;
          return (
            <g key={index} data-testid={row.kind === 'item' ? 'schedule-bar-row' : undefined}>
              {row.kind === 'division' && (
                <rect x={0} y={y} width={width - SCALE} height={ROW} className="fill-amber-50" />
              )}
              <text
                x={8}
                y={y + 16}
                className={`text-[11px] ${row.kind === 'division' ? 'fill-slate-900 font-semibold' : 'fill-slate-700'}`}
              >
                {shortLabel(row.label, row.kind === 'item' ? ITEM_LABEL_CHARS : DIVISION_LABEL_CHARS)}
                <title>{row.label}</title>
              </text>
              {item && (
                <rect
                  x={x(item.start / 7)}
                  y={y + 6}
                  width={Math.max(2, ((item.end - item.start) / 7) * WEEK)}
                  height={ROW - 12}
                  rx={3}
                  className="fill-blue-500"
                  data-testid="schedule-bar"
                >
                  <title>{`${row.label}: hari ke-${item.start + 1} sampai ${item.end}, ${item.days} hari, bobot ${formatNumber(item.printedWeight, 2)}%`}</title>
                </rect>
              )}
              <line x1={0} x2={width - SCALE} y1={y + ROW} y2={y + ROW} className="stroke-slate-100" />
            </g>
          );
        })}
        {Array.from({ length: schedule.weeks + 1 }, (_, week) => (
          <line
            key={week}
            x1={x(week)}
            x2={x(week)}
            y1={0}
            y2={bodyBottom + FOOT}
            className="stroke-slate-200"
          />
        ))}
        {[0, 50, 100].map((value) => (
          <text key={value} x={width - SCALE + 4} y={curveY(value) + 4} className="fill-red-700 text-[10px]">
            {value}%
          </text>
        ))}
        <polyline
          points={curve.join(' ')}
          fill="none"
          className="stroke-red-600"
          strokeWidth={2.5}
          data-testid="s-curve"
        />
        {schedule.cumulative.map((value, week) => (
          <circle key={week} cx={x(week + 1)} cy={curveY(value)} r={3} className="fill-red-600" />
        ))}
        {(['Rencana (%)', 'Kumulatif (%)'] as const).map((label, line) => {
          const y = bodyBottom + line * ROW;
          const values = line === 0 ? schedule.planned : schedule.cumulative;
          return (
            <g key={label}>
              <rect x={0} y={y} width={width - SCALE} height={ROW} className="fill-slate-50" />
              <text x={8} y={y + 16} className="fill-slate-900 text-[11px] font-semibold">
                {label}
              </text>
              {values.map((value, week) => (
                <text
                  key={week}
                  x={x(week + 1) - 4}
                  y={y + 16}
                  textAnchor="end"
                  className="fill-slate-900 text-[10px] tabular-nums"
                  data-testid={line === 0 ? 'schedule-planned' : 'schedule-cumulative'}
                >
                  {formatNumber(value, 2)}
                </text>
              ))}
            </g>
          );
        })}
        <text x={8} y={height - 2} className="sr-only">
          {`Selesai 100%: ${formatNumber(last, 2)}%`}
        </text>
      </svg>
    </div>
  );
}
