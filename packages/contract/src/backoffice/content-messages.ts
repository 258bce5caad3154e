/**
 * The back office's content messages, codes 6100–6199, Turkish first (merged in messages.ts):
 * sliders, promotions and their bonuses, pop-ups, information pages, tournaments, mass messages
 * and licences.
 */
export const CONTENT_MESSAGES = {
  contentSliderSaved: { code: 6100, tr: 'Slayt kaydedildi.', en: 'The slider was saved.' },
  contentSliderDeleted: { code: 6101, tr: 'Slayt silindi.', en: 'The slider was deleted.' },
  contentSliderNotFound: { code: 6102, tr: 'Slayt bulunamadı.', en: 'The slider was not found.' },
  contentPromotionSaved: { code: 6103, tr: 'Promosyon kaydedildi.', en: 'The promotion was saved.' },
  contentPromotionDeleted: { code: 6104, tr: 'Promosyon silindi.', en: 'The promotion was deleted.' },
  contentPromotionNotFound: { code: 6105, tr: 'Promosyon bulunamadı.', en: 'The promotion was not found.' },
  contentPromotionHasClaims: {
    code: 6106,
    tr: 'Bu promosyonun bir bonusu var; önce bonusu kaldırın. Bonusu alan oyuncu varsa promosyon silinemez, yayından kaldırabilirsiniz.',
    en: 'This promotion has a bonus: remove the bonus first. If players claimed it, the promotion cannot be deleted; you can unpublish it.',
  },
  contentBonusSaved: { code: 6107, tr: 'Bonus koşulları kaydedildi.', en: 'The bonus terms were saved.' },
  contentBonusDeleted: {
    code: 6108,
    tr: 'Bonus promosyondan kaldırıldı.',
    en: 'The bonus was removed from the promotion.',
  },
  contentBonusClaimed: {
    code: 6109,
    tr: 'Bu bonusu alan oyuncular var; koşulları artık değiştirilemez. Yalnızca açıp kapatabilirsiniz.',
    en: 'Players have claimed this bonus, so its terms can no longer change. You can only switch it on or off.',
  },
  contentBonusNotFound: { code: 6110, tr: 'Bu promosyonun bonusu yok.', en: 'This promotion has no bonus.' },
  contentBonusTermsInvalid: {
    code: 6111,
    tr: 'Bonus koşulları geçersiz: yatırım bonusunda yüzde 1–500 ve üst sınır, sabit bonusta tutar gerekir; çevrim 0–100 kat, geçerlilik 1–365 gün olmalıdır.',
    en: 'The bonus terms are invalid: a deposit bonus needs a percent of 1–500 and a cap, a fixed bonus an amount; wagering 0–100 times, validity 1–365 days.',
  },
  contentPopupSaved: { code: 6112, tr: 'Açılır pencere kaydedildi.', en: 'The pop-up was saved.' },
  contentPopupDeleted: { code: 6113, tr: 'Açılır pencere silindi.', en: 'The pop-up was deleted.' },
  contentPopupNotFound: { code: 6114, tr: 'Açılır pencere bulunamadı.', en: 'The pop-up was not found.' },
  contentPageSaved: { code: 6115, tr: 'Bilgi sayfası kaydedildi.', en: 'The information page was saved.' },
  contentPageDeleted: {
    code: 6116,
    tr: 'Bilgi sayfasının çevirisi silindi.',
    en: 'The information page’s translation was deleted.',
  },
  contentPageNotFound: { code: 6117, tr: 'Bilgi sayfası bulunamadı.', en: 'The information page was not found.' },
  contentPageMasterKept: {
    code: 6118,
    tr: 'Türkçe sayfa sitenin ana metnidir ve silinemez; yalnızca düzenlenebilir.',
    en: 'The Turkish page is the site’s master text and cannot be deleted, only edited.',
  },
  contentTournamentSaved: { code: 6119, tr: 'Turnuva kaydedildi.', en: 'The tournament was saved.' },
  contentTournamentDeleted: { code: 6120, tr: 'Turnuva silindi.', en: 'The tournament was deleted.' },
  contentTournamentNotFound: { code: 6121, tr: 'Turnuva bulunamadı.', en: 'The tournament was not found.' },
  contentTournamentStarted: {
    code: 6122,
    tr: 'Turnuva başladı; tarihleri, puanlama kuralı, oyunları ve ödülleri artık değiştirilemez. Yalnızca metinleri ve görseli düzenlenebilir.',
    en: 'The tournament has started: its dates, scoring, games and prizes can no longer change. Only its texts and picture can be edited.',
  },
  contentTournamentSettled: {
    code: 6123,
    tr: 'Turnuvanın ödülleri ödendi; durumu artık değiştirilemez.',
    en: 'The tournament’s prizes were paid; its status can no longer change.',
  },
  contentTournamentHasEntries: {
    code: 6124,
    tr: 'Turnuvada puanı olan oyuncular var; silinemez. Yayından kaldırabilirsiniz.',
    en: 'Players have points in this tournament, so it cannot be deleted. You can unpublish it.',
  },
  contentPrizesInvalid: {
    code: 6125,
    tr: 'Ödül tablosu geçersiz: sıralar 1’den başlayıp artan, çakışmayan aralıklar olmalı ve her ödül 0 TL’den büyük olmalıdır.',
    en: 'The prize table is invalid: ranks must be increasing, non-overlapping ranges from 1, and every prize above zero.',
  },
  contentPrizeTermsMissing: {
    code: 6126,
    tr: 'Bonus olarak ödenen ödüller için bonus koşulları (çevrim, en yüksek bahis, geçerlilik) gerekir.',
    en: 'Prizes paid as bonus need bonus terms (wagering, highest stake, validity).',
  },
  contentEligibleUnknown: {
    code: 6127,
    tr: 'Turnuvanın oyun ya da kategori listesinde bulunmayan bir kayıt var.',
    en: 'The tournament’s game or category list names one that does not exist.',
  },
  contentScoringInvalid: {
    code: 6128,
    tr: 'Puanlama kuralı ya da en düşük bahis geçersiz.',
    en: 'The scoring rule or the minimum stake is invalid.',
  },
  contentMessageSaved: { code: 6129, tr: 'Toplu mesaj kaydedildi.', en: 'The mass message was saved.' },
  contentMessageDeleted: { code: 6130, tr: 'Toplu mesaj silindi.', en: 'The mass message was deleted.' },
  contentMessageNotFound: { code: 6131, tr: 'Toplu mesaj bulunamadı.', en: 'The mass message was not found.' },
  contentMessageSent: {
    code: 6132,
    tr: 'Mesaj oyunculara gönderildi; artık düzenlenemez ya da silinemez. Yayından kaldırabilirsiniz.',
    en: 'The message was sent to players: it can no longer be edited or deleted. You can withdraw it.',
  },
  contentMessageTimeInvalid: {
    code: 6133,
    tr: 'Yayın zamanı şimdi ya da en fazla bir yıl sonrası olmalıdır.',
    en: 'The publishing time must be now or at most a year ahead.',
  },
  contentLicenceSaved: { code: 6134, tr: 'Lisans kaydedildi.', en: 'The licence was saved.' },
  contentLicenceDeleted: { code: 6135, tr: 'Lisans silindi.', en: 'The licence was deleted.' },
  contentLicenceNotFound: { code: 6136, tr: 'Lisans bulunamadı.', en: 'The licence was not found.' },
  contentLicenceDuplicate: {
    code: 6137,
    tr: 'Bu kurumun bu numaralı lisansı zaten kayıtlı.',
    en: 'This authority’s licence with this number is already listed.',
  },
  contentStatusChanged: { code: 6138, tr: 'Yayın durumu değiştirildi.', en: 'The publishing status was changed.' },
  contentTitleInvalid: {
    code: 6139,
    tr: 'Başlık boş olamaz ve sınırı aşamaz (en fazla 120 karakter, bilgi sayfasında 200).',
    en: 'The title cannot be empty or too long (at most 120 characters, 200 on an information page).',
  },
  contentTextInvalid: {
    code: 6140,
    tr: 'Metin boş olamaz, sınırı aşamaz ve kontrol karakteri içeremez.',
    en: 'The text cannot be empty, too long, or contain control characters.',
  },
  contentTermsInvalid: {
    code: 6141,
    tr: 'Koşullar en fazla 6.000 karakter olabilir; paragrafları boş satırla ayırın.',
    en: 'The terms may be at most 6,000 characters; separate paragraphs with a blank line.',
  },
  contentLinkInvalid: {
    code: 6142,
    tr: 'Bağlantı sitemizin içinde bir yol olmalıdır (ör. /promosyonlar), en fazla 200 karakter.',
    en: 'The link must be a path inside our site (e.g. /promotions), at most 200 characters.',
  },
  contentLinkTextInvalid: {
    code: 6143,
    tr: 'Bağlantı metni en fazla 40 karakter olabilir.',
    en: 'The link text may be at most 40 characters.',
  },
  contentBadgeInvalid: {
    code: 6144,
    tr: 'Etiket en fazla 30 karakter olabilir.',
    en: 'The badge may be at most 30 characters.',
  },
  contentArtInvalid: {
    code: 6145,
    tr: 'Görsel tanımı geçersiz: sitenin renk paletlerinden ve motiflerinden birini seçin; yazılar kısa olmalıdır.',
    en: 'The picture is invalid: choose one of the site’s palettes and motifs; its words must be short.',
  },
  contentWindowInvalid: {
    code: 6146,
    tr: 'Tarihler geçersiz: bitiş tarihi başlangıçtan sonra olmalıdır.',
    en: 'The dates are invalid: the end must come after the start.',
  },
  contentSortInvalid: { code: 6147, tr: 'Sıra 0 ile 9999 arasında olmalıdır.', en: 'The order must be 0 to 9999.' },
  contentSiteTypeInvalid: {
    code: 6148,
    tr: 'Site türü tümü, mobil ya da masaüstü olmalıdır.',
    en: 'The site type must be all, mobile or desktop.',
  },
  contentStatusInvalid: {
    code: 6149,
    tr: 'Durum yayında ya da yayında değil olmalıdır.',
    en: 'The status must be active or inactive.',
  },
  contentSliderPlaceInvalid: {
    code: 6150,
    tr: 'Slaytın sayfası ya da yeri geçersiz.',
    en: 'The slider’s page or place is invalid.',
  },
  contentFilterInvalid: { code: 6151, tr: 'Liste filtresi geçersiz.', en: 'The list filter is invalid.' },
  contentAmountInvalid: {
    code: 6152,
    tr: 'Tutar kuruş cinsinden, sıfır ya da pozitif bir tam sayı olmalıdır.',
    en: 'The amount must be a whole, non-negative number of kuruş.',
  },
  contentMessageKindInvalid: { code: 6153, tr: 'Mesaj türü geçersiz.', en: 'The message kind is invalid.' },
  contentPageKeyInvalid: {
    code: 6154,
    tr: 'Bilgi sayfası türü ya da dili geçersiz.',
    en: 'The information page’s type or language is invalid.',
  },
  contentLicenceFieldInvalid: {
    code: 6155,
    tr: 'Lisans bilgileri geçersiz: kurum, numara ve yetki alanı gerekli; adresler https ile başlamalıdır.',
    en: 'The licence is invalid: authority, number and jurisdiction are required; addresses must start with https.',
  },
} as const satisfies Record<string, { code: number; tr: string; en: string }>;
