import { useTranslation } from 'react-i18next';

function Bar({ className }: { className: string }) {
  return <span className={`block rounded-md bg-surface-2 ${className}`} />;
}

/** The shape of the totals and a few cards while the first page loads, so nothing jumps when it arrives. */
export function RoundsSkeleton() {
  const { t } = useTranslation('gameHistory');
  return (
    <div role="status" aria-label={t('loading')} className="animate-pulse motion-reduce:animate-none">
      <div className="mb-4 h-[88px] rounded-2xl border border-line bg-surface p-3">
        <Bar className="mb-3 h-4 w-40" />
        <div className="grid grid-cols-3 gap-2">
          <Bar className="h-8" />
          <Bar className="h-8" />
          <Bar className="h-8" />
        </div>
      </div>
      <ul className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex gap-3 rounded-2xl border border-line bg-surface p-3">
            <Bar className="h-10 w-10 shrink-0 rounded-xl" />
            <div className="flex-1">
              <Bar className="mb-2 h-4 w-2/3" />
              <Bar className="mb-3 h-3 w-1/2" />
              <div className="grid grid-cols-3 gap-2">
                <Bar className="h-7" />
                <Bar className="h-7" />
                <Bar className="h-7" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
