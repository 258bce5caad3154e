import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InfoBlock } from '../utils/info-text';
import { toFaqSections } from '../utils/info-text';
import { InfoBlocks } from './info-text';

/** The FAQ: each "## question" opens its answer (native details/summary: keyboard and screen reader ready). */
export function FaqAccordion({ blocks }: { blocks: InfoBlock[] }) {
  const { t } = useTranslation();
  const { intro, sections } = toFaqSections(blocks);
  return (
    <div className="space-y-4">
      {intro.length > 0 ? <InfoBlocks blocks={intro} /> : <p className="text-sm text-muted">{t('info.faqIntro')}</p>}
      <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {sections.map((section, index) => (
          <details key={`${index}-${section.question}`} className="group">
            <summary className="flex cursor-pointer items-center gap-3 px-4 py-4 font-semibold hover:bg-surface-2">
              <span className="flex-1">{section.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-primary transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-4 pb-4 text-muted">
              <InfoBlocks blocks={section.blocks} />
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
