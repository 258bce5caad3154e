import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { CopyButton } from '@/components/ui/copy-button';
import type { AuthenticatorSetup } from '../api/authenticator';
import { groupSecret } from '../utils/display';
import { AuthenticatorCard } from './authenticator-card';
import { CodeForm } from './authenticator-forms';
import type { FieldErrors } from '../hooks/use-authenticator-actions';

/**
 * The secret three ways: the app opened by its otpauth link (the phone cannot scan its own
 * screen), the QR code for another device, and the key to copy or type.
 */
function SecretChoices({ setup }: { setup: AuthenticatorSetup }) {
  const { t } = useTranslation('account');
  return (
    <>
      <a href={setup.otpauthUri} className={buttonClasses('primary', 'md', 'w-full')}>
        <Smartphone aria-hidden="true" className="h-5 w-5" />
        {t('googleAuth.openInApp')}
      </a>
      <div className="flex justify-center">
        <img
          src={setup.qrDataUrl}
          alt={t('googleAuth.qrAlt')}
          width={208}
          height={208}
          className="h-52 w-52 rounded-2xl border border-line bg-white p-2"
        />
      </div>
      <div>
        <p className="text-sm font-semibold">{t('googleAuth.secretLabel')}</p>
        <div className="mt-1 flex items-center gap-2 rounded-xl bg-surface-2 py-1.5 pr-1.5 pl-3.5">
          <p
            className="flex-1 select-all break-words font-mono text-base font-bold tracking-wide"
            data-testid="ga-secret"
          >
            {groupSecret(setup.secret)}
          </p>
          <CopyButton
            text={setup.secret}
            label={t('googleAuth.copySecret')}
            copiedMessage={t('googleAuth.secretCopied')}
            failedMessage={t('googleAuth.copyFailed')}
          />
        </div>
        <p className="mt-1 text-xs text-muted">{t('googleAuth.secretHint')}</p>
      </div>
    </>
  );
}

/** The set-up under way: the steps, the secret, the confirming code, and a way out. */
export function SetupCard(props: {
  setup: AuthenticatorSetup;
  errors: FieldErrors;
  confirming: boolean;
  cancelling: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <AuthenticatorCard titleId="ga-setup-title" title={t('googleAuth.setupTitle')}>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        <li>{t('googleAuth.step1')}</li>
        <li>{t('googleAuth.step2')}</li>
        <li>{t('googleAuth.step3')}</li>
      </ol>
      <SecretChoices setup={props.setup} />
      <CodeForm
        label={t('googleAuth.code')}
        submitLabel={t('googleAuth.confirm')}
        busy={props.confirming}
        errors={props.errors}
        onSubmit={(code) => props.onConfirm(code)}
      />
      <Button variant="ghost" disabled={props.cancelling} onClick={props.onCancel}>
        {t('googleAuth.cancelSetup')}
      </Button>
    </AuthenticatorCard>
  );
}
