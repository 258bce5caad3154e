import { Spinner } from '@/components/ui/spinner';

/** The dark stage a game appears on, with a spinner and what is happening: never a blank page. */
export function StageSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[#0b0816] text-white"
    >
      <Spinner className="h-10 w-10 border-[3px] text-violet-300" />
      <span className="text-sm font-medium text-white/80">{label}</span>
    </div>
  );
}
