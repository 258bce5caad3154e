import type { AmountTexts } from './tr';

export const amountEn: AmountTexts = {
  hint: 'For example: 1.000,50',
  preview: 'Amount: {{amount}}',
  refused: {
    empty: 'Enter the amount.',
    sign: 'An amount cannot have a minus (-) or plus (+) sign.',
    characters: 'An amount can only have digits, dots between thousands and a comma before the kuruş.',
    tooLong: 'The amount is too long. Write it like 1.000,50.',
    format: 'The amount could not be read. Write it like 1.000,50.',
    decimals: 'Kuruş can have at most two digits, for example 12,50.',
    zero: 'The amount must be more than zero.',
    belowMinimum: 'The amount must be at least {{amount}}.',
    aboveMaximum: 'The amount can be at most {{amount}}.',
  },
};
