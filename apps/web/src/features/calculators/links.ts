// The specialised calculators of SPEC.md §2, in menu order.
export const calculatorLinks = [
  { to: '/length-calculator', label: 'Kalkulator Panjang' },
  { to: '/area-calculator', label: 'Kalkulator Luas' },
  { to: '/volume-calculator', label: 'Kalkulator Volume' },
  { to: '/beam-calculator', label: 'Kalkulator Struktur', hint: 'Balok beton bertulang' },
  { to: '/footplate-calculator', label: 'Kalkulator Footplate' },
] as const;

/** Every calculator on /calculators: the menu's five plus plaster and brick, each with what it gives. */
export const calculatorCards = [
  { ...calculatorLinks[0], description: 'Konversi mm, cm, m, km, inci, kaki, yard dan jumlah segmen.' },
  {
    ...calculatorLinks[1],
    description: 'Persegi, segitiga, trapesium, lingkaran dan gabungannya, dalam m².',
  },
  { ...calculatorLinks[2], description: 'Pelat, kolom bulat, pondasi menerus, kerucut; dalam m³ dan liter.' },
  { ...calculatorLinks[3], description: 'Beton, bekisting, tulangan dan sengkang, semen-pasir-kerikil.' },
  { ...calculatorLinks[4], description: 'Beton, anyaman tulangan, galian dan urugan pondasi telapak.' },
  {
    to: '/plaster-calculator',
    label: 'Kalkulator Plesteran',
    description: 'Semen (kg dan sak) dan pasir untuk plester, dengan acian.',
  },
  {
    to: '/brick-calculator',
    label: 'Kalkulator Bata',
    description: 'Jumlah bata merah, batako atau hebel, adukan, semen dan pasir.',
  },
] as const;

/** The Kalkulator submenu of SPEC.md §2, in sections that each expand and collapse on their own. */
export const calculatorSections = [
  { id: 'ukuran', title: 'Ukuran', cards: calculatorCards.slice(0, 3) },
  { id: 'struktur', title: 'Struktur beton', cards: calculatorCards.slice(3, 5) },
  { id: 'pasangan', title: 'Dinding dan plesteran', cards: calculatorCards.slice(5) },
] as const;
