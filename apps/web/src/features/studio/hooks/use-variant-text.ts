import { useAppStore } from '@/stores/app-store';

interface Named {
  nameTr: string;
  nameEn: string;
}

/** Picks the Turkish or English name of a symbol, pay or variant by the player's language. */
export function useVariantName(): (named: Named | undefined) => string {
  const language = useAppStore((state) => state.language);
  return (named) => (named ? (language === 'en' ? named.nameEn : named.nameTr) : '');
}

/** The variant's rules in the player's language. */
export function useVariantRules(): (variant: { rulesTr: string; rulesEn: string }) => string {
  const language = useAppStore((state) => state.language);
  return (variant) => (language === 'en' ? variant.rulesEn : variant.rulesTr);
}
