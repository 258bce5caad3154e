import type { PlayerBonus } from '@bnw/contract';
import { formatTry } from '@bnw/contract/constants';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/stores/app-store';
import { useForfeitBonus } from '../api/bonus-actions';

interface ForfeitSheetProps {
  bonus: PlayerBonus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What giving up costs: the remaining bonus balance (or, awaiting a deposit, the bonus on it). */
function useForfeitText(bonus: PlayerBonus): string {
  const { t } = useTranslation('bonuses');
  const showBalance = useAppStore((state) => state.showBalance);
  if (bonus.Status === 'awaiting_deposit') return t('forfeit.awaitingText');
  return showBalance
    ? t('forfeit.activeText', { amount: formatTry(bonus.BalanceKurus) })
    : t('forfeit.activeTextHidden');
}

/**
 * "Bonusu iptal et" asks first, in a sheet that says what is lost; only "Evet, iptal et" calls
 * bonus.forfeit. A refusal stays in the sheet (the client shows the server's message too).
 */
export function ForfeitSheet({ bonus, open, onOpenChange }: ForfeitSheetProps) {
  const { t } = useTranslation('bonuses');
  const forfeit = useForfeitBonus();
  const text = useForfeitText(bonus);
  const refusal = forfeit.error instanceof Error && !forfeit.isPending ? forfeit.error.message : null;
  const confirm = () => {
    forfeit.mutate(bonus.ID, {
      onSuccess: () => {
        notify.positive(t('forfeit.done'));
        onOpenChange(false);
      },
    });
  };
  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) forfeit.reset();
        onOpenChange(next);
      }}
      title={t('forfeit.title')}
      closeLabel={t('forfeit.close')}
    >
      <p className="text-sm leading-relaxed">{text}</p>
      <FieldError id={`bonus-forfeit-${bonus.ID}`} message={refusal} />
      <div className="flex flex-col gap-2 pt-1">
        <Button size="lg" variant="danger" className="w-full" disabled={forfeit.isPending} onClick={confirm}>
          {forfeit.isPending ? <Spinner className="h-4 w-4" /> : null}
          {t('forfeit.confirm')}
        </Button>
        <button type="button" className={buttonClasses('outline', 'lg', 'w-full')} onClick={() => onOpenChange(false)}>
          {t('forfeit.cancel')}
        </button>
      </div>
    </BottomSheet>
  );
}
