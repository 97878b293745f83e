import {
  Bolt,
  BrickWall,
  Construction,
  DoorOpen,
  DraftingCompass,
  Droplets,
  Grid2x2,
  Hammer,
  House,
  Landmark,
  PaintBucket,
  PaintRoller,
  PanelTop,
  Shovel,
  Trees,
  Zap,
  type IconNode,
} from 'lucide';
import { Icon } from '../../../components/ui/Icon';

// A small icon per category code keeps the grid scannable on a phone. Drawn as SVG (lucide's shapes), not emoji:
// a system without an emoji font (many Linux desktops) showed empty boxes.
export const categoryIcons: [RegExp, string, IconNode][] = [
  [/PERSIAPAN/i, 'drafting-compass', DraftingCompass],
  [/TANAH/i, 'shovel', Shovel],
  [/PONDASI/i, 'landmark', Landmark],
  [/BETON/i, 'construction', Construction],
  [/PASANGAN|DINDING/i, 'brick-wall', BrickWall],
  [/PLESTER|ACIAN/i, 'paint-bucket', PaintBucket],
  [/LANTAI|KERAMIK/i, 'grid-2x2', Grid2x2],
  [/CAT/i, 'paint-roller', PaintRoller],
  [/ATAP/i, 'house', House],
  [/KUSEN|PINTU|JENDELA|KAYU/i, 'door-open', DoorOpen],
  [/PLAFON/i, 'panel-top', PanelTop],
  [/SANITASI|AIR|PIPA/i, 'droplets', Droplets],
  [/BESI|BAJA/i, 'bolt', Bolt],
  [/LISTRIK/i, 'zap', Zap],
  [/LUAR|HALAMAN/i, 'trees', Trees],
];

export const OTHER_CATEGORY_ICON: [string, IconNode] = ['hammer', Hammer];

/** The icon of a category code: its name and its drawing. */
export function categoryIcon(code: string): [string, IconNode] {
  const found = categoryIcons.find(([pattern]) => pattern.test(code));
  return found ? [found[1], found[2]] : OTHER_CATEGORY_ICON;
}

export function CategoryIcon({ code }: { code: string }) {
  const [name, node] = categoryIcon(code);
  return (
    <span
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      aria-hidden="true"
      data-testid="category-icon"
      data-icon={name}
    >
      <Icon node={node} className="h-7 w-7" strokeWidth={1.75} />
    </span>
  );
}
