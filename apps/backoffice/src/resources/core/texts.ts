import type { TicketCategory } from '@bnw/contract';
import type { Text } from '../../i18n/language';
import { CORE_NAMES } from './names';

/** The core resources' texts (tickets, audit, maintenance): Turkish first, English second. */
export const CORE_TEXTS = {
  ...CORE_NAMES,
  id: { tr: 'No', en: 'No' },
  subject: { tr: 'Konu', en: 'Subject' },
  category: { tr: 'Kategori', en: 'Category' },
  status: { tr: 'Durum', en: 'Status' },
  player: { tr: 'Oyuncu', en: 'Player' },
  assigned: { tr: 'Atanan', en: 'Assigned to' },
  nobody: { tr: 'Kimse', en: 'Nobody' },
  messages: { tr: 'Mesaj', en: 'Messages' },
  updatedAt: { tr: 'Son hareket', en: 'Last activity' },
  createdAt: { tr: 'Açılış', en: 'Opened' },
  closedAt: { tr: 'Kapanış', en: 'Closed' },
  payment: { tr: 'İlgili ödeme', en: 'Related payment' },
  assignedFilter: { tr: 'Atama', en: 'Assignment' },
  assignedAny: { tr: 'Hepsi', en: 'All' },
  assignedMe: { tr: 'Bana atananlar', en: 'Assigned to me' },
  assignedNobody: { tr: 'Atanmamış', en: 'Unassigned' },
  thread: { tr: 'Yazışma', en: 'Conversation' },
  olderMessages: { tr: 'daha eski mesaj gösterilmiyor', en: 'older messages not shown' },
  fromPlayer: { tr: 'Oyuncu', en: 'Player' },
  fromStaff: { tr: 'Personel', en: 'Staff' },
  answer: { tr: 'Yanıt yaz', en: 'Write an answer' },
  send: { tr: 'Yanıtı gönder', en: 'Send the answer' },
  answered: { tr: 'Yanıt gönderildi.', en: 'The answer was sent.' },
  assign: { tr: 'Ata', en: 'Assign' },
  assignedDone: { tr: 'Talep atandı.', en: 'The ticket was assigned.' },
  staffListUnavailable: {
    tr: 'Personel listesi alınamadı; atama şimdilik yapılamıyor.',
    en: 'The staff list could not be loaded; assigning is unavailable for now.',
  },
  close: { tr: 'Talebi kapat', en: 'Close the ticket' },
  closeConfirm: {
    tr: 'Kapatılan talep yeniden açılamaz; oyuncu yeni bir talep açar. Kapatılsın mı?',
    en: 'A closed ticket cannot be reopened; the player opens a new one. Close it?',
  },
  closed: { tr: 'Talep kapatıldı.', en: 'The ticket was closed.' },
  closedNote: { tr: 'Bu talep kapalı: yanıt yazılamaz.', en: 'This ticket is closed: it takes no answer.' },
  backToQueue: { tr: 'Kuyruğa dön', en: 'Back to the queue' },
  staffMember: { tr: 'Personel', en: 'Staff member' },
  call: { tr: 'İşlem', en: 'Call' },
  target: { tr: 'Hedef', en: 'Target' },
  outcome: { tr: 'Sonuç', en: 'Outcome' },
  code: { tr: 'Kod', en: 'Code' },
  address: { tr: 'Adres', en: 'Address' },
  time: { tr: 'Zaman', en: 'Time' },
  from: { tr: 'Başlangıç günü', en: 'From day' },
  to: { tr: 'Bitiş günü', en: 'To day' },
  methodPrefix: { tr: 'İşlem (ör. bo_tickets)', en: 'Call (e.g. bo_tickets)' },
  maintenanceOn: { tr: 'Site bakımda', en: 'The site is under maintenance' },
  maintenanceOff: { tr: 'Site açık', en: 'The site is open' },
  maintenanceSwitch: { tr: 'Bakım modu açık', en: 'Maintenance mode on' },
  maintenanceMessage: { tr: 'Oyunculara gösterilecek mesaj', en: 'Message shown to players' },
  maintenanceHelp: {
    tr: 'Bakım açıkken oyuncu sitesi çağrıları durur; yönetim paneli çalışmaya devam eder.',
    en: 'While maintenance is on the player site stops answering; the back office keeps working.',
  },
  maintenanceSaved: { tr: 'Bakım ayarı kaydedildi.', en: 'The maintenance setting was saved.' },
  maintenanceReadOnly: {
    tr: 'Bakım modunu yalnızca yöneticiler değiştirebilir.',
    en: 'Only administrators can change maintenance mode.',
  },
  save: { tr: 'Kaydet', en: 'Save' },
  detail: { tr: 'Ayrıntı', en: 'Detail' },
} satisfies Record<string, Text>;

export const TICKET_STATUS_NAMES = {
  open: { tr: 'Açık', en: 'Open' },
  answered: { tr: 'Yanıtlandı', en: 'Answered' },
  closed: { tr: 'Kapalı', en: 'Closed' },
} satisfies Record<string, Text>;

export const TICKET_CATEGORY_NAMES: Record<TicketCategory, Text> = {
  account: { tr: 'Hesap', en: 'Account' },
  deposit: { tr: 'Para yatırma', en: 'Deposit' },
  withdrawal: { tr: 'Para çekme', en: 'Withdrawal' },
  bonus: { tr: 'Bonus', en: 'Bonus' },
  game: { tr: 'Oyun', en: 'Game' },
  technical: { tr: 'Teknik', en: 'Technical' },
  other: { tr: 'Diğer', en: 'Other' },
};

export const AUDIT_OUTCOME_NAMES = {
  ok: { tr: 'Başarılı', en: 'Done' },
  refused: { tr: 'Reddedildi', en: 'Refused' },
  denied: { tr: 'Yetkisiz', en: 'Not permitted' },
} satisfies Record<string, Text>;
