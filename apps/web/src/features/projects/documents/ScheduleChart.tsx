import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { addDays, formatNumber, type PricedProject, type ProjectSchedule } from '@kalkulator/core';

// The time schedule on screen, as a table whose first column stays put: the lines' names (HTML, wrapped whole)
// beside the weeks, which scroll sideways on a phone — each line's weeks as a Gantt bar, the cumulative planned
// progress (S-curve) over the bars against the right-hand 0–100 % scale, and the planned weekly and cumulative %
// under the weeks. The week header sticks under the top bar while the page scrolls through a tall chart and
// follows the weeks sideways. No week gets narrower than MIN_WEEK px, so the figures stay readable.

/** The narrowest a week gets; wider screens share their width among the weeks. */
const MIN_WEEK = 44;
const MAX_WEEK = 160;
/** A row's least height (one line of a name); a name wrapped over more lines makes its row taller. */
const ROW = 24;
const HEAD = 34;
const SCALE = 34;
/** Room above 100 % so the curve's last dot is not cut by the top of the bars. */
const CURVE_TOP = 5;
/** The names' column: narrow on a phone so that some weeks show beside it (names wrap in it), wider on a desktop. */
const LABEL_COLUMN = 'w-32 shrink-0 border-r sm:w-44 lg:w-56';
const FOOT_LABELS = ['Rencana (%)', 'Kumulatif (%)'] as const;

type Row = { kind: 'division' | 'item'; label: string; at?: number };

function chartRows(priced: PricedProject, schedule: ProjectSchedule): Row[] {
  const rows: Row[] = [];
  let at = 0;
  for (const division of priced.divisions) {
    rows.push({ kind: 'division', label: `${division.code}. ${division.name}` });
    for (let i = 0; i < division.items.length; i += 1) {
      rows.push({ kind: 'item', label: `${i + 1}. ${schedule.items[at]!.description}`, at });
      at += 1;
    }
  }
  return rows;
}

/**
 * Each name cell's height as laid out, for the rows of bars beside it. Measured when the names change and when
 * the column is resized (a breakpoint, the font arriving), not on every render: typing a volume or a crew count
 * re-draws the chart without reading the layout.
 */
function useRowHeights(column: RefObject<HTMLDivElement | null>, names: string): readonly number[] {
  const [heights, setHeights] = useState<readonly number[]>([]);
  useLayoutEffect(() => {
    const element = column.current;
    if (!element) return;
    const measure = () => {
      const next = Array.from(element.children, (cell) => cell.getBoundingClientRect().height);
      setHeights((previous) =>
        previous.length === next.length && previous.every((height, index) => height === next[index])
          ? previous
          : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [column, names]);
  return heights;
}

/** The weeks' width of the scrolling part, followed as the screen turns or the window is resized. */
function useRoom(element: RefObject<HTMLDivElement | null>): number {
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const scroller = element.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(scroller.clientWidth));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [element]);
  return room;
}

export const ScheduleChart = memo(function ScheduleChart({
  priced,
  schedule,
  startDate,
}: {
  priced: PricedProject;
  schedule: ProjectSchedule;
  startDate: string;
}) {
  const rows = chartRows(priced, schedule);
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const room = useRoom(scroller);
  const measured = useRowHeights(column, rows.map((row) => row.label).join('\n'));
  const WEEK = Math.min(MAX_WEEK, Math.max(MIN_WEEK, Math.floor((room - SCALE) / schedule.weeks)));
  const width = schedule.weeks * WEEK + SCALE;
  const tops: number[] = [];
  let height = 0;
  for (let index = 0; index < rows.length + FOOT_LABELS.length; index += 1) {
    tops.push(height);
    height += Math.max(ROW, measured[index] ?? 0);
  }
  const rowHeight = (index: number) => (tops[index + 1] ?? height) - tops[index]!;
  const bodyBottom = tops[rows.length]!;
  const x = (week: number) => week * WEEK;
  const curveY = (value: number) => bodyBottom - (value / 100) * (bodyBottom - CURVE_TOP);
  const curve = [
    `${x(0)},${curveY(0)}`,
    ...schedule.cumulative.map((value, week) => `${x(week + 1)},${curveY(value)}`),
  ];
  return (
    <div className="overflow-clip rounded-xl bg-white ring-1 ring-slate-200" data-testid="schedule-chart-box">
      <div className="sticky top-16 z-10 flex bg-slate-800 text-white" data-testid="schedule-chart-head">
        <div
          className={`${LABEL_COLUMN} flex items-center border-slate-700 px-2 text-[12px] leading-tight font-semibold`}
          style={{ height: HEAD }}
        >
          Uraian pekerjaan
        </div>
        <div ref={head} className="min-w-0 flex-1 overflow-hidden" data-testid="schedule-chart-weeks">
          <WeekHeader weeks={schedule.weeks} week={WEEK} width={width} startDate={startDate} />
        </div>
      </div>
      <div className="flex items-start">
        <div ref={column} className={`${LABEL_COLUMN} border-slate-200`} data-testid="schedule-labels">
          {rows.map((row, index) => (
            <div
              key={index}
              className={`border-b border-slate-100 px-2 py-[3px] text-[11px] leading-tight break-words ${row.kind === 'division' ? 'bg-amber-50 font-semibold text-slate-900' : 'text-slate-700'}`}
              style={{ minHeight: ROW }}
              data-testid={row.kind === 'item' ? 'schedule-line-label' : 'schedule-division-label'}
            >
              {row.label}
            </div>
          ))}
          {FOOT_LABELS.map((label) => (
            <div
              key={label}
              className="bg-slate-50 px-2 text-[11px] leading-[24px] font-semibold text-slate-900"
              style={{ height: ROW }}
            >
              {label}
            </div>
          ))}
        </div>
        <div
          ref={scroller}
          onScroll={(event) => {
            if (head.current) head.current.scrollLeft = event.currentTarget.scrollLeft;
          }}
          className="min-w-0 flex-1 overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
          tabIndex={0}
          role="region"
          aria-label="Jadwal dan kurva S (geser ke samping)"
          data-testid="schedule-chart-scroll"
        >
          <svg
            role="img"
            aria-labelledby={titleId}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            className="block bg-white text-slate-900"
            data-testid="schedule-chart"
          >
            <title id={titleId}>
              {`Jadwal ${schedule.weeks} minggu; kurva S kumulatif: ${schedule.cumulative.map((value, week) => `minggu ${week + 1} ${formatNumber(value, 2)}%`).join(', ')}`}
            </title>
            {rows.map((row, index) => {
              const y = tops[index]!;
              const h = rowHeight(index);
              const item = row.at !== undefined ? schedule.items[row.at] : undefined;
              return (
                <g key={index} data-testid={row.kind === 'item' ? 'schedule-bar-row' : undefined}>
                  {row.kind === 'division' && (
                    <rect x={0} y={y} width={width - SCALE} height={h} className="fill-amber-50" />
                  )}
                  {item && (
                    <rect
                      x={x(item.start / 7)}
                      y={y + (h - (ROW - 12)) / 2}
                      width={Math.max(2, ((item.end - item.start) / 7) * WEEK)}
                      height={ROW - 12}
                      rx={3}
                      className="fill-blue-500"
                      data-testid="schedule-bar"
                    >
                      <title>{`${row.label}: hari ke-${item.start + 1} sampai ${item.end}, ${item.days} hari, bobot ${formatNumber(item.printedWeight, 2)}%`}</title>
                    </rect>
                  )}
                  <line x1={0} x2={width - SCALE} y1={y + h} y2={y + h} className="stroke-slate-100" />
                </g>
              );
            })}
            {Array.from({ length: schedule.weeks + 1 }, (_, week) => (
              <line key={week} x1={x(week)} x2={x(week)} y1={0} y2={height} className="stroke-slate-200" />
            ))}
            {[0, 50, 100].map((value) => (
              <text
                key={value}
                x={width - SCALE + 4}
                y={Math.max(curveY(value) + 4, 11)}
                className="fill-red-700 text-[10px]"
              >
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
            {FOOT_LABELS.map((label, line) => {
              const y = tops[rows.length + line]!;
              const values = line === 0 ? schedule.planned : schedule.cumulative;
              return (
                <g key={label}>
                  <rect x={0} y={y} width={width - SCALE} height={ROW} className="fill-slate-50" />
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
          </svg>
        </div>
      </div>
    </div>
  );
});

/** The weeks' numbers (and first days, given a start date) over the scrolling weeks; the chart keeps it level. */
function WeekHeader({
  weeks,
  week: WEEK,
  width,
  startDate,
}: {
  weeks: number;
  week: number;
  width: number;
  startDate: string;
}) {
  return (
    <svg width={width} height={HEAD} aria-hidden="true" className="block">
      {Array.from({ length: weeks }, (_, week) => (
        <g key={week}>
          <line x1={week * WEEK} x2={week * WEEK} y1={0} y2={HEAD} className="stroke-slate-600" />
          <text
            x={(week + 0.5) * WEEK}
            y={startDate ? 15 : 21}
            textAnchor="middle"
            className="fill-white text-[11px] font-semibold"
          >
            {`${WEEK >= 80 ? 'Minggu ' : 'M'}${week + 1}`}
          </text>
          {startDate && (
            <text x={(week + 0.5) * WEEK} y={28} textAnchor="middle" className="fill-slate-300 text-[9px]">
              {addDays(startDate, week * 7)
                .slice(5)
                .split('-')
                .reverse()
                .join('/')}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
