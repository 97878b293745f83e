import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A lucide icon (its shapes from the `lucide` package: data only, no runtime) drawn as an inline SVG in the
 * text's colour. Decorative: hidden from screen readers, the text beside it says what it means.
 */
export function Icon({
  node,
  className = 'h-5 w-5',
  strokeWidth = 2,
}: {
  node: IconNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { ...attrs, key: index }))}
    </svg>
  );
}
