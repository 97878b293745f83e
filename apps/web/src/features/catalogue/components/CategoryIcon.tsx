// A small emoji per category code keeps the grid scannable on a phone.
export const categoryIcons: [RegExp, string][] = [
  [/PERSIAPAN/i, '📐'],
  [/TANAH/i, '⛏️'],
  [/PONDASI/i, '🪨'],
  [/BETON/i, '🏗️'],
  [/PASANGAN|DINDING/i, '🧱'],
  [/PLESTER|ACIAN/i, '🪣'],
  [/LANTAI|KERAMIK/i, '🔲'],
  [/CAT/i, '🎨'],
  [/ATAP/i, '🏠'],
  [/KUSEN|PINTU|JENDELA|KAYU/i, '🚪'],
  [/PLAFON/i, '⬜'],
  [/SANITASI|AIR|PIPA/i, '🚰'],
  [/BESI|BAJA/i, '🔩'],
  [/LISTRIK/i, '💡'],
  [/LUAR|HALAMAN/i, '🌳'],
];

export const OTHER_CATEGORY_ICON = '🛠️';

export const categoryIcon = (code: string) =>
  categoryIcons.find(([pattern]) => pattern.test(code))?.[1] ?? OTHER_CATEGORY_ICON;

export function CategoryIcon({ code }: { code: string }) {
  const icon = categoryIcon(code);
  return (
    <span
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl"
      aria-hidden="true"
      data-testid="category-icon"
    >
      {icon}
    </span>
  );
}
