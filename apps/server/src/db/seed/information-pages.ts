import type { InfType, Language } from '@bnw/contract';

/**
 * Demo texts of the information pages. The format is deliberately plain:
 * paragraphs separated by a blank line, `## ` starts a heading, `- ` a list item.
 * The player site renders exactly that and never raw HTML.
 */
type PageText = { title: string; body: string };

/**
 * The site's social links are the operator's `social_links` setting (`npm run ops -- social`),
 * none by default; this page of the spec's catalogue stays an empty JSON list, so that nothing
 * ever points players to accounts the installation does not own.
 */
const socialMediaLinks = '[]';

const TR: Record<InfType, PageText> = {
  SiteInformation: {
    title: 'Hakkımızda',
    body: `BNW Casino, Türkçe arayüzü ve Türk lirasıyla çalışan, telefonda oynanmak üzere tasarlanmış bir casino ve bahis sitesidir.

Bu kurulum demo modunda çalışır: bakiyeler oyun parasıdır, gerçek para yatırılamaz ve çekilemez. Demo modu, sitenin her sayfasında açıkça belirtilir.

## Neler sunuyoruz
- Yayınlanmış ve doğrulanmış oyuncuya dönüş oranlarıyla (RTP) slot oyunları
- Ortak turlu canlı masalar, tombala ve oyunlara bahis çekilişleri
- Turnuvalar, promosyonlar ve en yüksek kazançlar akışı

## Sorumlu oyun
18 yaşından küçüklerin oyun oynaması yasaktır. Yatırım limitleri, gerçeklik hatırlatmaları, mola ve kendini oyundan uzaklaştırma araçları hesabınızda her zaman kullanılabilir.`,
  },
  SSSinformation: {
    title: 'Sıkça Sorulan Sorular',
    body: `## Demo modu nedir?
Demo modunda bakiyeniz oyun parasıdır. Oyunları ve siteyi risk almadan deneyebilirsiniz; kazançlar gerçek paraya çevrilemez.

## Nasıl üye olurum?
Sağ üstteki Üye Ol düğmesine dokunun, bilgilerinizi girin ve e-posta adresinize gelen bağlantıyla hesabınızı onaylayın. Üyelik için 18 yaşını doldurmuş olmanız gerekir.

## Şifremi unuttum, ne yapmalıyım?
Giriş ekranındaki Şifremi Unuttum bağlantısını kullanın. E-posta adresinize bir saat geçerli, tek kullanımlık bir sıfırlama bağlantısı gönderilir.

## İki adımlı doğrulamayı nasıl açarım?
Hesap Güvenliği bölümünden Google Authenticator kurulumunu başlatın, ekrandaki karekodu uygulamanızla okutun ve uygulamanın ürettiği altı haneli kodu girin.

## Para yatırma ve çekme işlemleri ne kadar sürer?
Banka havalesiyle yapılan yatırımlar, havaleniz hesabımıza ulaşıp onaylandığında bakiyenize eklenir. Çekim talepleri finans ekibimiz tarafından onaylandıktan sonra kayıtlı banka hesabınıza gönderilir.

## Bakiyemi gizleyebilir miyim?
Evet. Üst bardaki göz simgesine dokunarak bakiyenizi gizleyebilir veya gösterebilirsiniz; tercihiniz bu cihazda saklanır.`,
  },
  GenelKurallar: {
    title: 'Genel Kurallar',
    body: `Siteyi kullanan herkes bu kuralları kabul etmiş sayılır.

## Üyelik
- Her kişi yalnızca bir hesap açabilir.
- Üyeler 18 yaşını doldurmuş olmalıdır; yaş doğrulaması istenebilir.
- Hesap bilgileri doğru ve güncel tutulmalıdır. Hesabın başkasına kullandırılması yasaktır.

## Hesap güvenliği
- Şifrenizi kimseyle paylaşmayın. İki adımlı doğrulamayı açmanızı öneririz.
- Hesabınızda tanımadığınız bir giriş görürseniz şifrenizi değiştirin ve destek ekibine bildirin.

## Oyun ve bahisler
- Onaylanmış bahisler geri alınamaz.
- Teknik bir arıza durumunda etkilenen tur iptal edilir ve tutar bakiyeye iade edilir.

## Değişiklikler
İşletmeci bu kuralları değiştirebilir; değişiklikler bu sayfada yayımlandığı anda geçerli olur.`,
  },
  GizlilikBilgisi: {
    title: 'Gizlilik Politikası',
    body: `Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir.

## Hangi verileri topluyoruz?
- Üyelikte verdiğiniz ad, soyad, doğum tarihi, e-posta ve telefon bilgileri
- Güvenlik için giriş zamanları, IP adresleri ve cihaz bilgileri
- Hesap hareketleriniz ve oyun geçmişiniz

## Verileri neden işliyoruz?
Hesabınızı yönetmek, yaş ve kimlik doğrulamak, dolandırıcılığı önlemek, sorumlu oyun araçlarını uygulamak ve yasal yükümlülüklerimizi yerine getirmek için.

## Haklarınız
Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkınız vardır. Taleplerinizi destek bölümünden iletebilirsiniz.

## Çerezler
Site yalnızca çalışması için gerekli yerel depolama kayıtlarını kullanır: oturum, dil, görünüm ve bakiye gösterimi tercihleri.`,
  },
  FinancialsInformation: {
    title: 'Finansal Bilgiler',
    body: `Sitede tek para birimi Türk lirasıdır (₺). Tüm tutarlar kuruş hassasiyetiyle tutulur.

## Para yatırma
- Banka havalesi: ekranda gösterilen hesabımıza havale yapıp bildirim gönderirsiniz; finans ekibi onayladığında tutar bakiyenize eklenir.
- Her yöntemin en az ve en çok tutarı yöntem ekranında gösterilir.

## Para çekme
- Çekimler yalnızca adınıza kayıtlı banka hesaplarına yapılır.
- Çekim talebi verildiği anda tutar bakiyenizden ayrılır; onaylanınca gönderilir, reddedilirse bakiyenize geri döner.

## Demo modu
Demo modunda bakiyeler oyun parasıdır; gerçek para yatırılamaz ve çekilemez.`,
  },
  CasinoKurallari: {
    title: 'Casino Kuralları',
    body: `## Oyuncuya dönüş oranı (RTP)
Her oyunun teorik oyuncuya dönüş oranı oyun sayfasında yayımlanır. Kendi oyunlarımızın sonuçları kriptografik olarak güvenli rastgele sayılarla belirlenir.

## Turlar
- Bir tur, bahsin bakiyeden düşülmesiyle başlar ve kazancın bakiyeye eklenmesiyle biter.
- Bağlantınız koparsa tur sunucuda tamamlanır; sonucu Oyun Geçmişi sayfasında görebilirsiniz.

## Sorumlu oyun
Otomatik oyun ve hızlı çevirme özellikleri sunulmaz. Gerçeklik hatırlatmaları, seçtiğiniz aralıklarla oturum sürenizi ve net sonucunuzu gösterir.`,
  },
  BahisKurallari: {
    title: 'Bahis Kuralları',
    body: `## Kuponlar
- Kupon onaylandığında bahis tutarı bakiyenizden düşülür ve kupon değiştirilemez.
- Oranlar kupon onaylandığı andaki oranlardır.

## Oyunlara bahis çekilişleri
Çekilişler önceden ilan edilen saatlerde yapılır. Sonuçlar ve kazanç tablosu her çekilişin sayfasında yayımlanır.

## İptal ve iade
Bir çekiliş teknik nedenle yapılamazsa o çekilişe ait kuponlar iptal edilir ve tutarlar iade edilir.

## Bahis geçmişi
Son 30 günün kuponları Bahis Geçmişi sayfasında listelenir.`,
  },
  PromoSart: {
    title: 'Bonus ve Promosyon Şartları',
    body: `## Genel şartlar
- Her promosyonun kendi şartları promosyon sayfasında yazar; bu genel şartlar hepsine uygulanır.
- Bir promosyondan kişi, hane ve cihaz başına bir kez yararlanılabilir.

## Çevrim şartı
Bonus tutarı, belirtilen çevrim şartı tamamlanmadan çekilemez. Çevrim durumunuzu Bonus Kullanımı sayfasında görebilirsiniz.

## Kötüye kullanım
Promosyonların kötüye kullanıldığı tespit edilirse ilgili bonus ve bonustan doğan kazançlar iptal edilir.`,
  },
  DomainBilgi: {
    title: 'Alan Adı Bilgisi',
    body: `Bu sitenin resmî adresi, işletmecinin lisans belgesinde kayıtlı alan adıdır. Başka adreslerden gelen bağlantılara ve mesajlara itibar etmeyin; şifrenizi yalnızca resmî adreste girin.`,
  },
  SocialMediaLinks: { title: 'Sosyal Medya', body: socialMediaLinks },
};

const EN: Record<InfType, PageText> = {
  SiteInformation: {
    title: 'About us',
    body: `BNW Casino is a casino and betting site in Turkish and Turkish lira, designed to be played on a phone.

This installation runs in demo mode: balances are play money and no real money can be deposited or withdrawn. Demo mode is labelled on every page.

## Responsible gaming
Nobody under 18 may play. Deposit limits, reality checks, time-outs and self-exclusion are always available in your account.`,
  },
  SSSinformation: {
    title: 'Frequently asked questions',
    body: `## What is demo mode?
In demo mode your balance is play money. Winnings cannot be turned into real money.

## How do I sign up?
Tap Sign up, fill in your details and confirm your account with the link sent to your e-mail address. You must be 18 or older.

## I forgot my password.
Use Forgot password on the login screen. A single-use link valid for one hour is sent to your e-mail address.`,
  },
  GenelKurallar: {
    title: 'General rules',
    body: `Everyone using the site accepts these rules.

- One account per person.
- Members must be 18 or older.
- Account details must be true and kept up to date.`,
  },
  GizlilikBilgisi: {
    title: 'Privacy policy',
    body: `Personal data is processed in line with Turkish Law No. 6698 on the Protection of Personal Data.

We process your details to run your account, verify your age and identity, prevent fraud and apply responsible gaming tools. You may ask for access, correction or deletion through support.`,
  },
  FinancialsInformation: {
    title: 'Financial information',
    body: `The only currency is the Turkish lira (₺). Withdrawals go only to bank accounts in your own name. In demo mode balances are play money.`,
  },
  CasinoKurallari: {
    title: 'Casino rules',
    body: `The theoretical return to player (RTP) of every game is published on its page. There is no autoplay and no turbo spin.`,
  },
  BahisKurallari: {
    title: 'Betting rules',
    body: `A confirmed coupon cannot be changed. Coupons of the last 30 days are listed in Bet history.`,
  },
  PromoSart: {
    title: 'Bonus and promotion terms',
    body: `A bonus cannot be withdrawn before its wagering requirement is met. Abuse voids the bonus and its winnings.`,
  },
  DomainBilgi: {
    title: 'Domain information',
    body: `The official address of this site is the domain registered in the operator's licence. Enter your password only there.`,
  },
  SocialMediaLinks: { title: 'Social media', body: socialMediaLinks },
};

export const DEMO_INFORMATION_PAGES: Record<Language, Record<InfType, PageText>> = { tr: TR, en: EN };
