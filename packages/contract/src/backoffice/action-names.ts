import type { BackofficeMethodName } from './methods.js';

/** A call's name as staff read it in the audit: Turkish first, English second. */
export interface StaffActionName {
  tr: string;
  en: string;
}

type Verb = 'list' | 'get' | 'save' | 'status' | 'delete';
const CONTENT_VERBS: Record<Verb, StaffActionName> = {
  list: { tr: 'listesi', en: 'list' },
  get: { tr: 'görüntüleme', en: 'view' },
  save: { tr: 'kaydetme', en: 'save' },
  status: { tr: 'yayın durumu değiştirme', en: 'status change' },
  delete: { tr: 'silme', en: 'delete' },
};

/** The content area's rows: each has the same five calls (content-methods.ts rowCalls). */
const CONTENT_ROWS = {
  slider: { many: 'sliders', tr: 'Slayt', en: 'Slider' },
  promotion: { many: 'promotions', tr: 'Promosyon', en: 'Promotion' },
  popup: { many: 'popups', tr: 'Açılır pencere', en: 'Pop-up' },
  tournament: { many: 'tournaments', tr: 'Turnuva', en: 'Tournament' },
  message: { many: 'messages', tr: 'Toplu mesaj', en: 'Mass message' },
  licence: { many: 'licences', tr: 'Lisans', en: 'Licence' },
} as const;

function contentRowNames(): Record<string, StaffActionName> {
  const names: Record<string, StaffActionName> = {};
  for (const [one, row] of Object.entries(CONTENT_ROWS)) {
    for (const verb of Object.keys(CONTENT_VERBS) as Verb[]) {
      const method = verb === 'list' ? `bo_content.${row.many}_list` : `bo_content.${one}_${verb}`;
      names[method] = { tr: `${row.tr} ${CONTENT_VERBS[verb].tr}`, en: `${row.en} ${CONTENT_VERBS[verb].en}` };
    }
  }
  return names;
}

type ContentRowMethod =
  | `bo_content.${(typeof CONTENT_ROWS)[keyof typeof CONTENT_ROWS]['many']}_list`
  | `bo_content.${keyof typeof CONTENT_ROWS}_${Exclude<Verb, 'list'>}`;

/**
 * Every back-office call's readable name, shown in the audit list and its CSV instead of the
 * method (`bo_content.slider_save` is "Slayt kaydetme / Slider save"). The type makes a call
 * without a name a compile error.
 */
export const STAFF_ACTION_NAMES = {
  'bo_auth.login': { tr: 'Giriş', en: 'Login' },
  'bo_auth.logout': { tr: 'Çıkış', en: 'Logout' },
  'bo_auth.me': { tr: 'Oturum bilgisi', en: 'Session info' },
  'bo_auth.setup_start': { tr: 'Hesap kurulumu başlatma', en: 'Account set-up start' },
  'bo_auth.setup_finish': { tr: 'Hesap kurulumu tamamlama', en: 'Account set-up finish' },
  'bo_auth.change_password': { tr: 'Şifre değiştirme', en: 'Password change' },
  'bo_tickets.list': { tr: 'Talep listesi', en: 'Ticket list' },
  'bo_tickets.get': { tr: 'Talep görüntüleme', en: 'Ticket view' },
  'bo_tickets.answer': { tr: 'Talep yanıtlama', en: 'Ticket answer' },
  'bo_tickets.assign': { tr: 'Talep atama', en: 'Ticket assignment' },
  'bo_tickets.close': { tr: 'Talep kapatma', en: 'Ticket close' },
  'bo_tickets.export': { tr: 'Talepleri CSV indirme', en: 'Tickets CSV export' },
  'bo_ops.maintenance_get': { tr: 'Bakım durumu', en: 'Maintenance state' },
  'bo_ops.maintenance_set': { tr: 'Bakım modu değiştirme', en: 'Maintenance mode change' },
  'bo_audit.list': { tr: 'Denetim kaydı', en: 'Audit log' },
  'bo_audit.export': { tr: 'Denetim kaydı CSV indirme', en: 'Audit log CSV export' },
  'bo_content.art_preview': { tr: 'Görsel önizleme', en: 'Art preview' },
  ...(contentRowNames() as Record<ContentRowMethod, StaffActionName>),
  'bo_content.promotion_bonus_save': { tr: 'Promosyon bonusu kaydetme', en: 'Promotion bonus save' },
  'bo_content.promotion_bonus_delete': { tr: 'Promosyon bonusu silme', en: 'Promotion bonus delete' },
  'bo_content.pages_list': { tr: 'Bilgi sayfaları listesi', en: 'Information pages list' },
  'bo_content.page_get': { tr: 'Bilgi sayfası görüntüleme', en: 'Information page view' },
  'bo_content.page_save': { tr: 'Bilgi sayfası kaydetme', en: 'Information page save' },
  'bo_content.page_delete': { tr: 'Bilgi sayfası silme', en: 'Information page delete' },
  'bo_catalogue.providers_list': { tr: 'Sağlayıcı listesi', en: 'Provider list' },
  'bo_catalogue.provider_get': { tr: 'Sağlayıcı görüntüleme', en: 'Provider view' },
  'bo_catalogue.provider_update': { tr: 'Sağlayıcı güncelleme', en: 'Provider update' },
  'bo_catalogue.provider_rotate_secret': { tr: 'Sağlayıcı anahtarı yenileme', en: 'Provider secret rotation' },
  'bo_catalogue.categories_list': { tr: 'Kategori listesi', en: 'Category list' },
  'bo_catalogue.category_get': { tr: 'Kategori görüntüleme', en: 'Category view' },
  'bo_catalogue.category_update': { tr: 'Kategori güncelleme', en: 'Category update' },
  'bo_catalogue.games_list': { tr: 'Oyun listesi', en: 'Game list' },
  'bo_catalogue.game_get': { tr: 'Oyun görüntüleme', en: 'Game view' },
  'bo_catalogue.game_update': { tr: 'Oyun güncelleme', en: 'Game update' },
  'bo_catalogue.game_image_set': { tr: 'Oyun görseli yükleme', en: 'Game picture upload' },
  'bo_catalogue.game_image_clear': { tr: 'Oyun görselini kaldırma', en: 'Game picture removal' },
  'bo_catalogue.live_tables_list': { tr: 'Canlı masa listesi', en: 'Live table list' },
  'bo_catalogue.live_table_get': { tr: 'Canlı masa görüntüleme', en: 'Live table view' },
  'bo_catalogue.live_table_update': { tr: 'Canlı masa güncelleme', en: 'Live table update' },
  'bo_players.search': { tr: 'Oyuncu arama', en: 'Player search' },
  'bo_players.export': { tr: 'Oyuncuları CSV indirme', en: 'Players CSV export' },
  'bo_players.get': { tr: 'Oyuncu kişisel bilgileri görüntüleme', en: 'Player personal data view' },
  'bo_players.balances': { tr: 'Oyuncu bakiyesi', en: 'Player balances' },
  'bo_players.transactions': { tr: 'Oyuncu ödemeleri', en: 'Player payments' },
  'bo_players.rounds': { tr: 'Oyuncu oyun turları', en: 'Player rounds' },
  'bo_players.sessions': { tr: 'Oyuncu oturumları görüntüleme', en: 'Player sessions view' },
  'bo_players.end_session': { tr: 'Oyuncu oturumu sonlandırma', en: 'Player session end' },
  'bo_players.protection': { tr: 'Oyuncu koruma ayarları', en: 'Player protection' },
  'bo_players.notes': { tr: 'Oyuncu notları', en: 'Player notes' },
  'bo_players.add_note': { tr: 'Oyuncu notu ekleme', en: 'Player note added' },
  'bo_players.lock': { tr: 'Oyuncu kilitleme', en: 'Player lock' },
  'bo_players.unlock': { tr: 'Oyuncu kilidi açma', en: 'Player unlock' },
  'bo_players.adjust': { tr: 'Bakiye düzeltme', en: 'Balance adjustment' },
  'bo_players.bank_accounts': { tr: 'Oyuncu banka hesapları görüntüleme', en: 'Player bank accounts view' },
  'bo_payments.queue': { tr: 'Ödeme kuyruğu', en: 'Payment queue' },
  'bo_payments.get': { tr: 'Ödeme görüntüleme', en: 'Payment view' },
  'bo_payments.approve': { tr: 'Ödeme onaylama', en: 'Payment approval' },
  'bo_payments.reject': { tr: 'Ödeme reddetme', en: 'Payment rejection' },
  'bo_payments.settings_get': { tr: 'Çift onay eşiği', en: 'Four-eyes threshold' },
  'bo_payments.settings_set': { tr: 'Çift onay eşiği değiştirme', en: 'Four-eyes threshold change' },
  'bo_payments.method_get': { tr: 'Ödeme yöntemi görüntüleme', en: 'Payment method view' },
  'bo_payments.methods': { tr: 'Ödeme yöntemleri', en: 'Payment methods' },
  'bo_payments.method_update': { tr: 'Ödeme yöntemi güncelleme', en: 'Payment method update' },
  'bo_payments.bank_accounts': { tr: 'Şirket banka hesapları', en: 'Operator bank accounts' },
  'bo_payments.bank_account_get': { tr: 'Şirket banka hesabı görüntüleme', en: 'Operator bank account view' },
  'bo_payments.bank_account_save': { tr: 'Şirket banka hesabı kaydetme', en: 'Operator bank account save' },
  'bo_payments.bank_account_set_active': {
    tr: 'Şirket banka hesabı gösterme/gizleme',
    en: 'Operator bank account show/hide',
  },
  'bo_reports.summary': { tr: 'Dönem raporu', en: 'Period report' },
  'bo_reports.export': { tr: 'Rapor CSV indirme', en: 'Report CSV export' },
  'bo_ops.settings_get': { tr: 'Site ayarları', en: 'Site settings' },
  'bo_ops.social_link_set': { tr: 'Sosyal medya bağlantısı kaydetme', en: 'Social link save' },
  'bo_ops.social_link_remove': { tr: 'Sosyal medya bağlantısı kaldırma', en: 'Social link removal' },
  'bo_ops.max_stake_set': { tr: 'En yüksek bahis değiştirme', en: 'Highest stake change' },
  'bo_staff.list': { tr: 'Talep atanabilecek personel', en: 'Ticket assignees' },
  'bo_staff.accounts': { tr: 'Personel hesapları', en: 'Staff accounts' },
  'bo_staff.add': { tr: 'Personel ekleme', en: 'Staff member added' },
  'bo_staff.lock': { tr: 'Personel kilitleme', en: 'Staff lock' },
  'bo_staff.unlock': { tr: 'Personel kilidi açma', en: 'Staff unlock' },
  'bo_staff.reset': { tr: 'Personel şifre sıfırlama', en: 'Staff reset' },
  'bo_staff.set_role': { tr: 'Personel rolü değiştirme', en: 'Staff role change' },
} satisfies Record<BackofficeMethodName, StaffActionName>;

/** The readable name of a method stored in the audit (a method since removed keeps its own name). */
export function staffActionName(method: string): StaffActionName {
  return Object.hasOwn(STAFF_ACTION_NAMES, method)
    ? STAFF_ACTION_NAMES[method as BackofficeMethodName]
    : { tr: method, en: method };
}
