// The specialised calculators of SPEC.md §2, in menu order.
export const calculatorLinks = [
  { to: '/length-calculator', label: 'Kalkulator Panjang' },
  { to: '/area-calculator', label: 'Kalkulator Luas' },
  { to: '/volume-calculator', label: 'Kalkulator Volume' },
  { to: '/beam-calculator', label: 'Kalkulator Struktur', hint: 'Balok beton bertulang' },
  { to: '/footplate-calculator', label: 'Kalkulator Footplate' },
] as const;
