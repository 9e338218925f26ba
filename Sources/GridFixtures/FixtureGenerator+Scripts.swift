extension FixtureGenerator {
  /// What writing systems a generated fixture's text is in.
  public enum Scripts: String, CaseIterable, Sendable {
    /// English words with a few CJK, emoji and accented words mixed in (3 words in 100).
    case latin
    /// Paragraphs each in one script, in about the proportions of a world-wide app's content (see
    /// ``Script/weights``): Latin, Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Devanagari and emoji.
    case mixed
  }

  /// The script of one paragraph of a `mixed` fixture.
  enum Script: CaseIterable {
    case latin, chinese, japanese, korean, arabic, hebrew, thai, devanagari, emoji

    /// Percent of the paragraphs (adding up to 100): a judgement loosely after who is online and
    /// which markets apps are translated for (DECISIONS.md), Latin-script languages being half of
    /// the Internet's users by language, with every script at 4% or more so that a thousand items
    /// show each of them dozens of times:
    /// - Latin 48: English, Spanish, Portuguese, French, German, Indonesian… (today's vocabulary).
    /// - CJK 20 (Chinese 10, Japanese 10), Korean 6: wide glyphs, no spaces (Korean has them).
    /// - Arabic 8, Hebrew 4: right to left, with numbers and Latin names inside.
    /// - Devanagari 6 (Hindi), Thai 4 (no spaces between words): combining marks, clusters.
    /// - Emoji 4: posts and reviews that are mostly emoji.
    static let weights: [(Script, Int)] = [
      (.latin, 48), (.chinese, 10), (.japanese, 10), (.korean, 6), (.arabic, 8), (.hebrew, 4), (.thai, 4),
      (.devanagari, 6), (.emoji, 4),
    ]

    /// A script drawn with ``weights``.
    static func random(_ random: inout SplitMix64) -> Script {
      var roll = random.next(below: 100)
      for (script, weight) in weights {
        if roll < weight { return script }
        roll -= weight
      }
      return .latin
    }

    /// What goes between two sentences: nothing in Chinese and Japanese (the full stop is wide
    /// enough), a space elsewhere (Thai too: it separates sentences, not words).
    var separator: String {
      switch self {
      case .chinese, .japanese: ""
      default: " "
      }
    }

    /// Short phrases with no closing punctuation, as in titles, labels and buttons.
    var labels: [String] {
      switch self {
      case .latin: []
      case .chinese: Phrases.chineseLabels
      case .japanese: Phrases.japaneseLabels
      case .korean: Phrases.koreanLabels
      case .arabic: Phrases.arabicLabels
      case .hebrew: Phrases.hebrewLabels
      case .thai: Phrases.thaiLabels
      case .devanagari: Phrases.hindiLabels
      case .emoji: Phrases.emojiLabels
      }
    }

    /// Whole sentences with their own punctuation, as in descriptions, notices and reviews.
    var sentences: [String] {
      switch self {
      case .latin: []
      case .chinese: Phrases.chineseSentences
      case .japanese: Phrases.japaneseSentences
      case .korean: Phrases.koreanSentences
      case .arabic: Phrases.arabicSentences
      case .hebrew: Phrases.hebrewSentences
      case .thai: Phrases.thaiSentences
      case .devanagari: Phrases.hindiSentences
      case .emoji: Phrases.emojiSentences
      }
    }
  }

  /// A card in `script` (not Latin): like the Latin cards, mostly short — one label or sentence —
  /// a fifth with 2 to 4 sentences and one in twenty a paragraph of 5 to 10; sometimes a title.
  static func item(in script: Script, _ random: inout SplitMix64, text: inout String) -> FixtureItem {
    text.removeAll(keepingCapacity: true)
    let band = random.next(below: 100)
    if band < 75 {
      appendPhrase(random.chance(percent: 50) ? script.labels : script.sentences, to: &text, random: &random)
    } else {
      let count = band < 95 ? random.next(in: 2...4) : random.next(in: 5...10)
      appendSentences(count, in: script, to: &text, random: &random)
    }
    var item = FixtureItem(text: text)
    if random.chance(percent: 15) {
      item.title = phrase(script.labels, &random)
    }
    if random.chance(percent: 3) {
      item.maxLines = random.next(in: 1...5)
    }
    if random.chance(percent: 2) {
      item.height = random.next(in: 3...12)
    }
    return item
  }

  /// A waterfall item in `script` (not Latin): three in four are images with a caption of one label
  /// or sentence, or none; the rest cards of 1 to 3 sentences.
  static func waterfallItem(in script: Script, _ random: inout SplitMix64, text: inout String)
    -> FixtureItem
  {
    text.removeAll(keepingCapacity: true)
    guard random.chance(percent: 75) else {
      appendSentences(random.next(in: 1...3), in: script, to: &text, random: &random)
      var item = FixtureItem(text: text)
      if random.chance(percent: 15) {
        item.title = phrase(script.labels, &random)
      }
      return item
    }
    if random.chance(percent: 80) {
      appendPhrase(random.chance(percent: 50) ? script.labels : script.sentences, to: &text, random: &random)
    }
    return FixtureItem(text: text, aspectRatio: aspectRatios[random.next(below: aspectRatios.count)])
  }

  /// A section header's words in a script drawn with ``Script/weights``.
  static func mixedTitle(_ random: inout SplitMix64, into title: inout String) -> String {
    let script = Script.random(&random)
    guard script != .latin else { return randomTitle(&random, into: &title) }
    return phrase(script.labels, &random)
  }

  private static func phrase(_ phrases: [String], _ random: inout SplitMix64) -> String {
    phrases[random.next(below: phrases.count)]
  }

  private static func appendPhrase(_ phrases: [String], to text: inout String, random: inout SplitMix64) {
    text += phrase(phrases, &random)
  }

  private static func appendSentences(
    _ count: Int, in script: Script, to text: inout String, random: inout SplitMix64
  ) {
    for index in 0..<count {
      if index > 0 {
        text += script.separator
      }
      appendPhrase(script.sentences, to: &text, random: &random)
    }
  }
}

/// The phrases `generate --scripts mixed` builds its text from, written for this project: what an
/// app's cards say (offers, notices, places, reviews), in each language as it is written — Thai
/// with no spaces between words, Chinese and Japanese with full-width punctuation and 「」, Korean
/// with spaces between words, Arabic and Hebrew with digits, prices and Latin product names inside.
private enum Phrases {
  static let chineseLabels = [
    "今日推荐", "限时优惠", "热门餐厅", "新品上市", "我的收藏", "附近的咖啡馆", "写评论", "北京最受欢迎的餐厅",
    "周末特价", "会员专享", "距离地铁站步行五分钟", "免费退换", "上海外滩夜景", "年度最佳应用",
  ]
  static let chineseSentences = [
    "免费送货上门。", "库存仅剩最后几件。", "点击查看详情。", "已添加到收藏夹。", "请先登录您的账户。",
    "限时优惠，先到先得。", "请在三天内完成付款。", "照片可以放大查看。", "打开通知，获取最新消息。",
    "营业时间为上午十点至晚上八点。", "您可以在“设置”中更改语言。", "周末人比较多，请提前预约。",
    "请选择支付方式。", "下载已完成。", "正在加载，请稍候。", "可免费取消。", "新版本现已推出。",
    "这家店的小笼包非常好吃，服务也很周到。", "价格：¥128，含运费。",
  ]
  static let japaneseLabels = [
    "本日のおすすめ", "新着のお知らせ", "期間限定", "人気のカフェ", "お気に入り", "レビューを書く",
    "東京都渋谷区の人気カフェ", "東京駅から徒歩五分", "送料無料", "ランキング", "季節のおすすめメニュー",
    "京都の紅葉スポット", "今週のセール",
  ]
  static let japaneseSentences = [
    "送料無料でお届けします。", "在庫は残りわずかです。", "詳しくはこちらをご覧ください。",
    "「お気に入り」に追加しました。", "ログインしてください。", "季節限定のメニューが始まりました。",
    "予約は三日前までにお願いします。", "写真をタップすると拡大できます。",
    "通知をオンにすると、最新情報が届きます。", "営業時間は午前十時から午後八時までです。",
    "「設定」から言語を変更できます。", "週末は混雑が予想されます。", "お支払い方法を選択してください。",
    "ダウンロードが完了しました。", "読み込み中です。しばらくお待ちください。", "キャンセルは無料です。",
    "新しいバージョンが利用できます。", "店員さんがとても親切で、コーヒーも美味しかったです。",
    "価格は1,280円（税込）です。",
  ]
  static let koreanLabels = [
    "오늘의 추천", "기간 한정", "인기 맛집", "신상품", "즐겨찾기", "리뷰 쓰기", "서울에서 가장 인기 있는 카페",
    "지하철역에서 걸어서 5분", "무료 배송", "이번 주 할인", "제주도 여행 코스", "회원 전용 혜택",
  ]
  static let koreanSentences = [
    "무료 배송으로 보내 드립니다.", "재고가 얼마 남지 않았습니다.", "자세한 내용은 여기를 확인하세요.",
    "즐겨찾기에 추가했습니다.", "먼저 로그인해 주세요.", "기간 한정 메뉴가 시작되었습니다.",
    "예약은 사흘 전까지 부탁드립니다.", "사진을 누르면 크게 볼 수 있습니다.",
    "알림을 켜면 새 소식을 받을 수 있습니다.", "영업시간은 오전 10시부터 오후 8시까지입니다.",
    "설정에서 언어를 바꿀 수 있습니다.", "주말에는 붐빌 수 있습니다.", "결제 방법을 선택해 주세요.",
    "다운로드가 완료되었습니다.", "불러오는 중입니다. 잠시만 기다려 주세요.", "취소는 무료입니다.",
    "새 버전을 사용할 수 있습니다.", "직원분들이 친절하고 커피도 정말 맛있었어요!", "가격은 12,900원입니다.",
  ]
  static let arabicLabels = [
    "عروض اليوم", "لفترة محدودة", "مطاعم مشهورة", "وصل حديثاً", "المفضلة", "اكتب مراجعة", "أشهر مقهى في دبي",
    "شحن مجاني", "تخفيضات الأسبوع", "على بعد خمس دقائق من المترو", "أفضل تطبيقات 2024", "عروض iPhone 15",
  ]
  static let arabicSentences = [
    "شحن مجاني إلى باب منزلك.", "الكمية المتبقية محدودة.", "اضغط هنا لمعرفة المزيد.",
    "تمت الإضافة إلى المفضلة.", "يرجى تسجيل الدخول أولاً.", "قائمة خاصة لفترة محدودة.",
    "يرجى الحجز قبل ثلاثة أيام.", "المس الصورة لتكبيرها.",
    "فعّل الإشعارات لتصلك آخر الأخبار.", "ساعات العمل من 10 صباحاً حتى 8 مساءً.",
    "يمكنك تغيير اللغة من الإعدادات.", "السعر 250 درهماً فقط.", "متوافق مع iPhone و Android.",
    "هل تريد المتابعة؟", "اكتمل التنزيل.", "جارٍ التحميل، يرجى الانتظار.", "الإلغاء مجاني.",
    "الإصدار 2.4 متاح الآن.", "الخدمة ممتازة والقهوة لذيذة جداً (أنصح به).",
  ]
  static let hebrewLabels = [
    "המבצעים של היום", "לזמן מוגבל", "מסעדות מומלצות", "חדש באתר", "מועדפים", "כתבו ביקורת",
    "בית הקפה הפופולרי ביותר בתל אביב", "משלוח חינם", "מבצעי השבוע", "חמש דקות הליכה מהרכבת",
    "מבצע על Galaxy S24",
  ]
  static let hebrewSentences = [
    "משלוח חינם עד הבית.", "נשארו רק כמה פריטים במלאי.", "לחצו כאן לפרטים נוספים.", "נוסף למועדפים.",
    "יש להתחבר קודם.", "תפריט מיוחד לזמן מוגבל.", "יש להזמין שלושה ימים מראש.", "הקישו על התמונה כדי להגדיל.",
    "כתבו ביקורת על המוצר.", "שעות הפתיחה: 10:00–20:00.", "אפשר לשנות את השפה בהגדרות.",
    "המחיר: 120 ₪ בלבד.", "עובד עם iPhone ו-Android.", "להמשיך?", "ההורדה הושלמה.", "טוען, נא להמתין.",
    "הביטול ללא עלות.", "גרסה 3.1 זמינה עכשיו.", "שירות מעולה והקפה טעים מאוד (ממליץ בחום).",
  ]
  static let thaiLabels = [
    "สินค้าแนะนำวันนี้", "ลดราคาพิเศษ", "ร้านอาหารยอดนิยม", "สินค้ามาใหม่", "รายการโปรด", "เขียนรีวิว",
    "ร้านกาแฟยอดนิยมในกรุงเทพ", "จัดส่งฟรีทั่วประเทศ", "เมนูพิเศษเฉพาะช่วงเทศกาล",
    "เดินจากสถานีรถไฟฟ้าห้านาที", "ที่เที่ยวเชียงใหม่",
  ]
  static let thaiSentences = [
    "จัดส่งฟรีถึงหน้าบ้าน", "สินค้าเหลือน้อยแล้ว", "ดูรายละเอียดเพิ่มเติมได้ที่นี่", "เพิ่มในรายการโปรดแล้ว",
    "กรุณาเข้าสู่ระบบก่อน", "กรุณาจองล่วงหน้าสามวัน", "แตะที่รูปเพื่อขยาย",
    "เปิดการแจ้งเตือนเพื่อรับข่าวสารล่าสุด", "เปิดทุกวันตั้งแต่สิบโมงเช้าถึงสองทุ่ม",
    "เปลี่ยนภาษาได้ที่หน้าการตั้งค่า", "ช่วงสุดสัปดาห์คนจะเยอะกว่าปกติ", "กรุณาเลือกวิธีชำระเงิน",
    "ดาวน์โหลดเสร็จแล้ว", "กำลังโหลด กรุณารอสักครู่", "ยกเลิกได้ฟรี", "มีเวอร์ชันใหม่ให้อัปเดตแล้ว",
    "พนักงานบริการดีมากและกาแฟอร่อยทุกแก้ว", "ราคาเพียง 299 บาท",
  ]
  static let hindiLabels = [
    "आज की खास पेशकश", "सीमित समय के लिए", "लोकप्रिय रेस्टोरेंट", "नया आगमन", "पसंदीदा", "समीक्षा लिखें",
    "दिल्ली का सबसे लोकप्रिय कैफ़े", "घर तक मुफ़्त डिलीवरी", "इस हफ़्ते की सेल",
    "मेट्रो स्टेशन से पाँच मिनट की दूरी पर", "जयपुर घूमने की जगहें",
  ]
  static let hindiSentences = [
    "घर तक मुफ़्त डिलीवरी मिलेगी।", "स्टॉक में केवल कुछ ही बचे हैं।", "ज़्यादा जानकारी के लिए यहाँ टैप करें।",
    "पसंदीदा में जोड़ा गया।", "कृपया पहले लॉग इन करें।", "सीमित समय के लिए विशेष मेन्यू।",
    "कृपया तीन दिन पहले बुकिंग करें।", "बड़ा करने के लिए फ़ोटो पर टैप करें।",
    "ताज़ा ख़बरों के लिए सूचनाएँ चालू करें।", "सुबह दस बजे से रात आठ बजे तक खुला है।",
    "सेटिंग्स में जाकर भाषा बदलें।", "कीमत सिर्फ़ ₹499 है।", "डाउनलोड पूरा हुआ।",
    "लोड हो रहा है, कृपया प्रतीक्षा करें।", "रद्द करना मुफ़्त है।", "नया संस्करण उपलब्ध है।",
    "सेवा बहुत अच्छी थी और चाय भी स्वादिष्ट थी!",
  ]
  static let emojiLabels = [
    "🔥🔥🔥", "🎉", "Best ramen in town 🍜", "Morning coffee ☕", "Spring 🌸🌸", "New photos 📸", "Done ✅",
    "Let's go 🚀", "Love it ❤️", "Tokyo 🇯🇵", "🎶 on repeat", "😂😂😂", "Puppy time 🐶",
  ]
  static let emojiSentences = [
    "Happy birthday! 🎂🎉🥳", "Thank you so much 🙏", "So proud of the team 💯🚀", "Great work 👍🏽",
    "Family trip 👨‍👩‍👧 ✈️", "Who wants pizza? 🍕", "Good night 😴🌙", "Can't stop laughing 😂😂",
    "Best day ever ☀️🌊🏖️", "We did it!!! 🎉🎉", "Rainy Sunday, books and tea 📚🍵", "Tokyo 🇯🇵 → Rio 🇧🇷",
  ]
}
