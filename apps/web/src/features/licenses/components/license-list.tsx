import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLicenses } from '../api/get-licenses';

/** The licence list of the specification, from GET /endpoint/v1/licenses. */
export function LicenseList() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useLicenses();
  if (isPending) return <p className="text-muted">{t('footer.licensesLoading')}</p>;
  if (isError) return <p className="text-muted">{t('footer.licensesUnavailable')}</p>;
  if (data.length === 0) return <p className="text-muted">{t('footer.licensesEmpty')}</p>;
  return (
    <ul className="space-y-2">
      {data.map((license) => (
        <li key={license.id} className="flex items-start gap-3 rounded-xl border border-line p-3">
          {license.logoUrl ? (
            <img src={license.logoUrl} alt="" className="h-8 w-8 shrink-0 object-contain" loading="lazy" />
          ) : (
            <ShieldCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-primary" />
          )}
          <div className="min-w-0">
            <p className="font-semibold">
              {license.url ? (
                <a
                  href={license.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 underline underline-offset-4"
                >
                  {license.authority}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                </a>
              ) : (
                license.authority
              )}
            </p>
            <p className="text-xs text-muted">
              {t('footer.licenseNumber', { number: license.licenseNumber })} · {license.jurisdiction}
            </p>
            {license.holder ? (
              <p className="text-xs text-muted">{t('footer.licenseHolder', { holder: license.holder })}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
