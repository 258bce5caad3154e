import type { Text } from '../../i18n/language';
import { PAYMENT_NAMES } from './names';

/** The payments area's texts: Turkish first, English second. */
export const PAYMENT_TEXTS = {
  ...PAYMENT_NAMES,
  method: { tr: 'Yöntem', en: 'Method' },
  sender: { tr: 'Gönderen', en: 'Sender' },
  approvalsOf: { tr: '%{count}/%{needed} onay', en: '%{count}/%{needed} approvals' },
  decidedBy: { tr: 'Karar veren', en: 'Decided by' },
  reasonNote: { tr: 'Not', en: 'Note' },
  approve: { tr: 'Onayla', en: 'Approve' },
  reject: { tr: 'Reddet', en: 'Reject' },
  rejectTitle: { tr: 'Ödeme reddedilsin mi?', en: 'Reject the payment?' },
  rejectReason: { tr: 'Ret gerekçesi (oyuncu görür)', en: 'Reason (the player sees it)' },
  cancel: { tr: 'Vazgeç', en: 'Cancel' },
  pending: { tr: 'Bekleyen', en: 'Pending' },
  completed: { tr: 'Tamamlanan', en: 'Completed' },
  rejected: { tr: 'Reddedilen', en: 'Rejected' },
  cancelled: { tr: 'İptal edilen', en: 'Cancelled' },
  all: { tr: 'Tümü', en: 'All' },
  deposit: { tr: 'Para yatırma', en: 'Deposit' },
  withdraw: { tr: 'Para çekme', en: 'Withdrawal' },
  thresholdNote: {
    tr: '%{amount} ve üzerindeki ödemeleri iki farklı personel onaylar.',
    en: 'Payments of %{amount} or more are approved by two different staff members.',
  },
  activeHelp: { tr: 'Açıkken oyunculara sunulur.', en: 'Offered to players while on.' },
  demoOnly: { tr: 'Yalnız demo', en: 'Demo only' },
  amountInvalid: { tr: 'Tutarı 1.234,56 biçiminde girin.', en: 'Enter the amount as 1,234.56.' },
  shown: { tr: 'Oyunculara gösteriliyor', en: 'Shown to players' },
  hidden: { tr: 'Gösterilmiyor', en: 'Hidden' },
  shownSwitch: { tr: 'Oyunculara göster', en: 'Show to players' },
  accountsNote: {
    tr: 'Havale ile yatırım yapan oyuncular etkin hesapları görür. Hesaplar silinmez: geçmiş yatırımlar onları gösterir.',
    en: 'Players depositing by transfer see the active accounts. Accounts are never deleted: past deposits name them.',
  },
  thresholdLabel: { tr: 'Eşik (₺)', en: 'Threshold (₺)' },
  save: { tr: 'Kaydet', en: 'Save' },
  thresholdHelp: {
    tr: 'Bu tutar ve üzerindeki her ödemeyi önce bir personel onaylar (1/2), ardından BAŞKA bir personel onaylayınca ödeme tamamlanır.',
    en: 'Every payment of this amount or more is approved first by one staff member (1/2), then completed when ANOTHER staff member approves it.',
  },
  onlyAdmins: { tr: 'Eşiği yalnızca yöneticiler değiştirebilir.', en: 'Only administrators can change the threshold.' },
  playerCash: { tr: 'Oyuncu bakiyesi', en: 'Player balance' },
  availableCash: { tr: 'Kullanılabilir: %{amount}', en: 'Available: %{amount}' },
  sharedIban: {
    tr: 'Bu IBAN %{count} başka oyuncuda da kayıtlı: %{players}',
    en: 'This IBAN is saved by %{count} other player(s) too: %{players}',
  },
  approveTitle: { tr: '%{amount} ödeme onaylansın mı?', en: 'Approve the %{amount} payment?' },
  approveText: {
    tr: '%{player} · %{type} · %{id}. Onay hemen işlenir ve geri alınamaz.',
    en: '%{player} · %{type} · %{id}. The approval takes effect at once and cannot be undone.',
  },
  approveSecondNote: {
    tr: 'Bu tutar iki onay ister: sizin onayınız %{count}/%{needed} olur.',
    en: 'This amount needs two approvals: yours makes it %{count}/%{needed}.',
  },
  approvedToast: { tr: '%{amount} ödeme onaylandı (%{player})', en: '%{amount} payment approved (%{player})' },
  approvedOnceToast: {
    tr: '%{amount} ödeme için onayınız alındı (%{count}/%{needed}); başka bir personelin onayı bekleniyor',
    en: 'Your approval of the %{amount} payment is in (%{count}/%{needed}); another staff member must approve it too',
  },
  rejectedToast: { tr: '%{amount} ödeme reddedildi (%{player})', en: '%{amount} payment rejected (%{player})' },
} as const satisfies Record<string, Text>;
