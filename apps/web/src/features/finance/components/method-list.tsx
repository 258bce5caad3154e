import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage, LoadingMessage } from '@/components/ui/status-message';
import { type CashMethodType, useCashMethods, useToggleFavoriteMethod } from '../api/cash-methods';
import { MethodCard } from './method-card';

/** The methods of one tab, favourites and highlighted first; one form open at a time. */
export function MethodList({ type }: { type: CashMethodType }) {
  const { t } = useTranslation('finance');
  const methods = useCashMethods(type);
  const favorite = useToggleFavoriteMethod(type);
  const [openId, setOpenId] = useState<number | null>(null);

  if (methods.isPending) return <LoadingMessage text={t('actions.loading')} />;
  if (methods.isError) {
    return (
      <ErrorMessage text={t('actions.loadFailed')} detail={methods.error.message}>
        <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorMessage>
    );
  }
  if (methods.data.length === 0) return <EmptyState icon={CreditCard} text={t('actions.none')} />;
  return (
    <div className="flex flex-col gap-3">
      {methods.data.map((method) => (
        <MethodCard
          key={method.methodID}
          method={method}
          open={openId === method.methodID}
          onToggle={() => setOpenId((current) => (current === method.methodID ? null : method.methodID))}
          onFavorite={(isFavorite) => favorite.mutate({ methodID: method.methodID, favorite: isFavorite })}
        />
      ))}
    </div>
  );
}
