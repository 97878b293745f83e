import { Link } from 'react-router';

export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="flex items-center gap-2.5 font-bold text-white">
      <img src="/favicon.svg" alt="" className="h-9 w-9" />
      <span className="leading-tight">
        Kalkulator
        <span className="block text-xs font-medium tracking-wide text-brand-400">KONSTRUKSI</span>
      </span>
    </Link>
  );
}
